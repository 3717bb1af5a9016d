package org.zermelo.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A stream read up to a limit counted as it is read: what a device or a pipe, which has no size, needs. */
class BoundedInputTest {

    /** An endless stream of zeros, as {@code /dev/zero} is, counting what was read from it. */
    private static final class Zeros extends InputStream {
        long read;

        @Override
        public int read() {
            read++;
            return 0;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            java.util.Arrays.fill(b, off, off + len, (byte) 0);
            read += len;
            return len;
        }
    }

    @Test
    void anEndlessStreamStopsJustBeyondTheLimit() {
        Zeros zeros = new Zeros();
        BoundedInput in = new BoundedInput(zeros, 1 << 20, 0);
        assertThatThrownBy(in::readAllBytes).isInstanceOf(BoundedInput.TooLarge.class).hasMessage("larger than 1 MB")
                .satisfies(e -> assertThat(((BoundedInput.TooLarge) e).lineTooLong()).isFalse());
        assertThat(zeros.read).isEqualTo((1 << 20) + 1); // not a byte more than needed to know
    }

    @Test
    void aStreamOfTheLimitExactlyIsReadWhole() throws IOException {
        byte[] bytes = new byte[1000];
        assertThat(new BoundedInput(new ByteArrayInputStream(bytes), 1000, 0).readAllBytes()).hasSize(1000);
        assertThatThrownBy(() -> new BoundedInput(new ByteArrayInputStream(new byte[1001]), 1000, 0).readAllBytes())
                .isInstanceOf(BoundedInput.TooLarge.class);
        BoundedInput oneByOne = new BoundedInput(new ByteArrayInputStream(new byte[3]), 2, 0);
        assertThat(oneByOne.read()).isZero();
        assertThat(oneByOne.read()).isZero();
        assertThatThrownBy(oneByOne::read).isInstanceOf(BoundedInput.TooLarge.class);
    }

    @Test
    void aLineLongerThanItsLimitStopsTheReaderWithItsNumber() throws IOException {
        String text = "short\nalso short\r\n" + "x".repeat(11) + "\n";
        BufferedReader reader = new BufferedReader(new InputStreamReader(new BoundedInput(
                new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), 1000, 10), StandardCharsets.UTF_8));
        assertThatThrownBy(reader::readLine).isInstanceOf(BoundedInput.TooLarge.class).hasMessage("line 3 is longer than 10 bytes")
                .satisfies(e -> assertThat(((BoundedInput.TooLarge) e).line()).isEqualTo(3));
        // An endless line of zeros stops after the line's limit, not the whole stream's.
        Zeros zeros = new Zeros();
        assertThatThrownBy(() -> new BoundedInput(zeros, 1L << 30, 100).readAllBytes()).isInstanceOf(BoundedInput.TooLarge.class)
                .hasMessage("line 1 is longer than 100 bytes");
        assertThat(zeros.read).isLessThan(100_000);
    }

    @Test
    void skippedBytesCount() throws IOException {
        BoundedInput in = new BoundedInput(new Zeros(), 100, 0);
        assertThat(in.skip(100)).isEqualTo(100);
        assertThatThrownBy(() -> in.skip(1)).isInstanceOf(BoundedInput.TooLarge.class);
    }
}
