package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The fast paths give exactly what the JDK's parsers give, value or failure, on generated and edge-case input. */
class WireValuesTest {

    /** Epoch seconds of 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z: the years Instant.toString writes as 4 digits. */
    private static final long FIRST = Instant.parse("0000-01-01T00:00:00Z").getEpochSecond();

    private static final long LAST = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();

    @Test
    void instantsEqualInstantParseOverTheWholeFourDigitRange() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 200_000; i++) {
            String text =
                    Instant.ofEpochSecond(random.nextLong(FIRST, LAST + 1)).toString();
            assertSameAsInstantParse(text);
        }
    }

    @Test
    void everySecondOfALeapDayAndOfTheTurnOfYearsAndCenturiesEqualsInstantParse() {
        for (String start : new String[] {
            "2024-02-28T23:00:00Z",
            "2000-02-28T23:00:00Z",
            "1900-02-28T23:00:00Z",
            "1969-12-31T23:00:00Z",
            "1999-12-31T23:00:00Z",
            "0000-02-28T23:00:00Z",
            "9999-12-31T22:00:00Z"
        }) {
            long from = Instant.parse(start).getEpochSecond();
            for (long s = from; s < from + 2 * 3_600 && s <= LAST; s++) {
                assertSameAsInstantParse(Instant.ofEpochSecond(s).toString());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "2026-01-01T00:00:00Z",
                "1970-01-01T00:00:00Z",
                "0000-01-01T00:00:00Z",
                "9999-12-31T23:59:59Z",
                "2024-02-29T12:00:00Z",
                "2000-02-29T00:00:00Z",
                // not the fixed form or out of range: the JDK decides, value or error
                "2023-02-29T00:00:00Z",
                "1900-02-29T00:00:00Z",
                "2026-04-31T00:00:00Z",
                "2026-13-01T00:00:00Z",
                "2026-00-10T00:00:00Z",
                "2026-01-00T00:00:00Z",
                "2026-01-01T24:00:00Z",
                "2026-01-01T23:60:00Z",
                "2016-12-31T23:59:60Z",
                "2026-01-01T00:00:00.5Z",
                "2026-01-01T00:00:00.123456789Z",
                "2026-01-01T00:00:00+01:00",
                "2026-01-01T00:00:00z",
                "2026-01-01t00:00:00Z",
                "2026-01-01 00:00:00Z",
                "+12026-01-01T00:00:00Z",
                "-0001-01-01T00:00:00Z",
                "2026-1-01T00:00:00Z",
                "2026-01-01T00:00:0AZ",
                "２０２６-01-01T00:00:00Z",
                "",
                "Z",
                "2026-01-01T00:00Z",
                "2026-01-01T00:00:00"
            })
    void edgeCasesGiveWhatInstantParseGives(String text) {
        assertSameAsInstantParse(text);
    }

    @Test
    void decimalsEqualNewBigDecimalWithTheSameScale() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 100_000; i++) {
            long unscaled = random.nextLong(-10_000_000_000L, 10_000_000_000L);
            int scale = random.nextInt(0, 5);
            String text = BigDecimal.valueOf(unscaled, scale).toPlainString();
            assertSameAsBigDecimal(text);
            if (WireValues.decimal(text.toCharArray(), 0, text.length()) == null) {
                assertThat(text).as("a plain decimal the fast path declined").isNull();
            }
        }
        for (String text : new String[] {
            "0",
            "-0",
            "0.00",
            "-0.50",
            "1999.99",
            "1.00",
            "12.5",
            "999999999999999999",
            "-999999999999999999",
            "1000000000000000000",
            "1e3",
            "1E-2",
            "1.5e2",
            ".5",
            "5.",
            "-",
            "--1",
            "1.2.3"
        }) {
            assertSameAsBigDecimal(text);
        }
    }

    @Test
    void minorUnitsAreHundredthsUpToTwoDecimalsOnly() {
        assertThat(minorUnits("12.5")).isEqualTo(1250);
        assertThat(minorUnits("12.50")).isEqualTo(1250);
        assertThat(minorUnits("-3")).isEqualTo(-300);
        assertThat(minorUnits("0.01")).isEqualTo(1);
        assertThat(minorUnits("0.001")).isEqualTo(WireValues.NOT_PLAIN);
        assertThat(minorUnits("1e2")).isEqualTo(WireValues.NOT_PLAIN);
    }

    @Test
    void statusesAndCommonCurrenciesAreTheSharedConstants() {
        for (OrderStatus status : OrderStatus.values()) {
            char[] chars = ("xx" + status.wireName() + "yy").toCharArray();
            assertThat(WireValues.status(chars, 2, status.wireName().length())).isSameAs(status);
        }
        assertThat(WireValues.status("paid ".toCharArray(), 0, 5)).isNull();
        assertThat(WireValues.status("PAID".toCharArray(), 0, 4)).isNull();

        assertThat(WireValues.currency("[EUR]".toCharArray(), 1, 3)).isSameAs("EUR");
        assertThat(WireValues.currency("SEK".toCharArray(), 0, 3)).isSameAs("SEK");
        assertThat(WireValues.currency("XAU".toCharArray(), 0, 3)).isEqualTo("XAU");
        assertThat(WireValues.currency("EURO".toCharArray(), 0, 4)).isEqualTo("EURO");
    }

    private static long minorUnits(String text) {
        return WireValues.minorUnits(text.toCharArray(), 0, text.length());
    }

    /** Same value, or the same kind of failure with the same message. Parsed from inside a larger buffer. */
    private static void assertSameAsInstantParse(String text) {
        char[] buffer = ("\"x" + text + "\"").toCharArray();
        Object expected;
        try {
            expected = Instant.parse(text);
        } catch (RuntimeException e) {
            expected = e.getClass().getName() + ": " + e.getMessage();
        }
        Object actual;
        try {
            actual = WireValues.instant(buffer, 2, text.length());
        } catch (RuntimeException e) {
            actual = e.getClass().getName() + ": " + e.getMessage();
        }
        if (!Objects.equals(actual, expected)) { // AssertJ only on failure: it costs more than the parse
            assertThat(actual).as(text).isEqualTo(expected);
        }
    }

    /** Equal, scale included, where the fast path takes the number; it may decline (null: the caller falls back). */
    private static void assertSameAsBigDecimal(String text) {
        BigDecimal actual = WireValues.decimal((" " + text + " ").toCharArray(), 1, text.length());
        BigDecimal expected;
        try {
            expected = new BigDecimal(text);
        } catch (NumberFormatException e) {
            assertThat(actual)
                    .as("'%s' is not a number: the fast path must decline it", text)
                    .isNull();
            return;
        }
        if (actual != null && !actual.equals(expected)) { // BigDecimal.equals compares the scale too
            assertThat(actual).as(text).isEqualTo(expected);
        }
    }
}
