package org.zermelo.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Core's own JSON reader and writer, for weights files: strict, and what it writes reads back exactly. */
class WeightsJsonTest {

    @Test
    void whatIsWrittenReadsBackExactly() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("text", "a \"quoted\" \\ line\nwith\ttabs and é");
        map.put("numbers", new double[] {0, -1.5, 1e-300, 123456789.125, 0.1 + 0.2, -0.0, Math.PI});
        map.put("list", List.of(1, "two", true, false));
        map.put("nothing", null);
        map.put("nested", Map.of("k", 2));
        Object read = WeightsJson.parse(WeightsJson.write(map));
        assertThat(read).isInstanceOf(Map.class);
        Map<?, ?> back = (Map<?, ?>) read;
        assertThat(back.get("text")).isEqualTo(map.get("text"));
        assertThat(back.get("numbers")).isEqualTo(List.of(0.0, -1.5, 1e-300, 123456789.125, 0.1 + 0.2, 0.0, Math.PI));
        assertThat(back.get("list")).isEqualTo(List.of(1.0, "two", true, false));
        assertThat(back.containsKey("nothing")).isTrue();
        assertThat(back.get("nothing")).isNull();
        assertThat(back.get("nested")).isEqualTo(Map.of("k", 2.0));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{", "[1,]", "{\"a\":1,}", "{'a':1}", "[01]", "[1.]", "[.5]", "[NaN]", "[Infinity]", "[1e999]",
        "{\"a\":1,\"a\":2}", "\"open", "[1] 2", "tru", "{\"a\" 1}", "[\"\\x\"]", "// comment\n1", "[1e]", "\"\u0001\""})
    void malformedJsonIsRefusedWithWhereItIsWrong(String text) {
        assertThatThrownBy(() -> WeightsJson.parse(text)).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("not JSON at line");
    }

    @Test
    void deepNestingIsRefusedNotOverflowed() {
        assertThatThrownBy(() -> WeightsJson.parse("[".repeat(100_000))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("nested more than");
    }

    @Test
    void numbersThatAreNotFiniteAreNotWritten() {
        assertThatThrownBy(() -> WeightsJson.write(new double[] {Double.NaN})).isInstanceOf(IllegalArgumentException.class);
    }
}
