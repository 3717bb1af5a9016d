package org.zermelo.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class PredictionTest {

    private static UnitRecords.Record unit(int ply, long micros) {
        return new UnitRecords.Record(ply, "p" + micros, "[127.0.0.1]:5701", 10, micros);
    }

    @Test
    void eachUnitGoesToTheMachineFreeFirstAndAPlyWaitsForTheOneBelow() {
        // ply 2: 4, 3, 3, 2 on two machines: 4 | 3 then 3 on the second (free at 3) ends at 6, 2 on the first (free at 4): 6
        // ply 1: 5 alone: 5; in all 11, and 17 on one machine; the bound: 4 + 5
        List<UnitRecords.Record> records = List.of(unit(2, 4), unit(2, 3), unit(2, 3), unit(2, 2), unit(1, 5));
        Prediction.Result two = Prediction.predict(records, 2, 0);
        assertThat(two.micros()).isEqualTo(11);
        assertThat(two.oneMachineMicros()).isEqualTo(17);
        assertThat(two.boundMicros()).isEqualTo(9);
        assertThat(Prediction.predict(records, 1, 0).micros()).isEqualTo(17);
        assertThat(Prediction.predict(records, 64, 0).micros()).isEqualTo(9);
        // an overhead of 1 a unit: ply 2 is 5 | 4 then 4 (ends 8), 3 on the first (free at 5): 8; ply 1: 6
        assertThat(Prediction.predict(records, 2, 1).micros()).isEqualTo(14);
        assertThat(Prediction.largest(records).micros()).isEqualTo(5);
    }

    @Test
    void refusesNoMachineOrANegativeOverhead() {
        assertThatThrownBy(() -> Prediction.predict(List.of(), 0, 0)).hasMessageContaining("1 or more machines");
        assertThatThrownBy(() -> Prediction.predict(List.of(), 1, -1)).hasMessageContaining("overhead of 0 or more");
    }

    @Test
    void recordsAreReadBackAsWritten() throws Exception {
        List<UnitRecords.Record> records = List.of(new UnitRecords.Record(3, "x,\"y\"", "[::1]:5701", 12, 34),
                new UnitRecords.Record(-1, "", "m", 0, 0));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        UnitRecords.write(bytes, records);
        assertThat(UnitRecords.read(new BufferedReader(new StringReader(bytes.toString(StandardCharsets.UTF_8))), "f"))
                .isEqualTo(records);
        assertThatThrownBy(() -> UnitRecords.read(new BufferedReader(new StringReader("ply\n")), "f"))
                .hasMessageContaining("not a file of units");
        assertThatThrownBy(() -> UnitRecords.read(new BufferedReader(new StringReader(UnitRecords.HEADER + "\n1,a,m,x,2\n")), "f"))
                .hasMessageContaining("f line 2: expected");
    }
}
