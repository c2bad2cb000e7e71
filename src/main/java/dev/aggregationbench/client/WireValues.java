package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * Values read straight from the parser's character buffer, without building a String first: the fixed forms the
 * orders API writes take a fast path that allocates nothing but the result; anything else falls back to the JDK's
 * general parser, so the result is always the same as {@code Instant.parse} or {@code new BigDecimal} would give.
 */
final class WireValues {

    /** Returned by {@link #epochSecondOfIsoUtc} when the text is not in the fixed form. */
    static final long NOT_FIXED_FORM = Long.MIN_VALUE;
    /** Returned by {@link #unscaled} when the number is not a plain decimal of at most 18 digits. */
    static final long NOT_PLAIN = Long.MIN_VALUE;

    private static final OrderStatus[] STATUSES = OrderStatus.values();
    /** ISO 4217 codes shared rather than allocated per order; any other code becomes a new String. */
    private static final String[] CURRENCIES = {
        "EUR", "USD", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "JPY", "CNY", "CAD", "AUD", "NZD", "INR", "BRL",
        "MXN", "ZAR"
    };

    private static final int[] DAYS_IN_MONTH = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    private WireValues() {}

    /** {@code Instant.parse(text)}, without the formatter and field map for the form {@code 2026-01-31T23:59:59Z}. */
    static Instant instant(char[] chars, int offset, int length) {
        long epochSecond = epochSecondOfIsoUtc(chars, offset, length);
        return epochSecond != NOT_FIXED_FORM
                ? Instant.ofEpochSecond(epochSecond)
                : Instant.parse(new String(chars, offset, length)); // the general form, or its error message
    }

    /**
     * The epoch second of exactly {@code yyyy-MM-ddTHH:mm:ssZ} (what {@code Instant.toString()} writes for whole
     * seconds in years 0000..9999) with every field in range, else {@link #NOT_FIXED_FORM}.
     */
    static long epochSecondOfIsoUtc(char[] c, int o, int length) {
        if (length != 20
                || c[o + 4] != '-'
                || c[o + 7] != '-'
                || c[o + 10] != 'T'
                || c[o + 13] != ':'
                || c[o + 16] != ':'
                || c[o + 19] != 'Z') {
            return NOT_FIXED_FORM;
        }
        int year = digits(c, o, 4);
        int month = digits(c, o + 5, 2);
        int day = digits(c, o + 8, 2);
        int hour = digits(c, o + 11, 2);
        int minute = digits(c, o + 14, 2);
        int second = digits(c, o + 17, 2);
        if (year < 0
                || month < 1
                || month > 12
                || day < 1
                || day > daysInMonth(year, month)
                || hour < 0
                || hour > 23
                || minute < 0
                || minute > 59
                || second < 0
                || second > 59) {
            return NOT_FIXED_FORM; // 24:00, leap seconds, 02-30, a sign...: the JDK decides
        }
        return daysFromCivil(year, month, day) * 86_400L + hour * 3_600L + minute * 60L + second;
    }

    /** The status with this wire name, or {@code null}. */
    static OrderStatus status(char[] chars, int offset, int length) {
        for (OrderStatus status : STATUSES) {
            if (equal(status.wireName(), chars, offset, length)) {
                return status;
            }
        }
        return null;
    }

    /** A shared String for a common currency code, a new one otherwise. */
    static String currency(char[] chars, int offset, int length) {
        for (String code : CURRENCIES) {
            if (equal(code, chars, offset, length)) {
                return code;
            }
        }
        return new String(chars, offset, length);
    }

    /** The number as a BigDecimal, equal to {@code new BigDecimal(text)}; {@code null} if it is not plain. */
    static BigDecimal decimal(char[] chars, int offset, int length) {
        long unscaled = unscaled(chars, offset, length);
        return unscaled == NOT_PLAIN ? null : BigDecimal.valueOf(unscaled, scale(chars, offset, length));
    }

    /** The amount in hundredths; {@link #NOT_PLAIN} if it is not plain or has more than two decimals. */
    static long minorUnits(char[] chars, int offset, int length) {
        long unscaled = unscaled(chars, offset, length);
        int scale = scale(chars, offset, length);
        if (unscaled == NOT_PLAIN || scale > 2) {
            return NOT_PLAIN;
        }
        return scale == 2 ? unscaled : scale == 1 ? unscaled * 10 : unscaled * 100;
    }

    /**
     * The digits of {@code -?\d+(\.\d+)?} without the point, at most 18 of them; else {@link #NOT_PLAIN}
     * (exponents, empty parts and longer numbers go to the JDK).
     */
    static long unscaled(char[] c, int o, int length) {
        int i = o;
        int end = o + length;
        boolean negative = i < end && c[i] == '-';
        if (negative) {
            i++;
        }
        long value = 0;
        int digits = 0;
        int point = -1;
        for (; i < end; i++) {
            char ch = c[i];
            if (ch >= '0' && ch <= '9') {
                value = value * 10 + (ch - '0');
                digits++;
            } else if (ch == '.' && point < 0) {
                point = i;
            } else {
                return NOT_PLAIN;
            }
        }
        if (digits == 0 || digits > 18 || point == end - 1 || point == (negative ? o + 1 : o)) {
            return NOT_PLAIN;
        }
        return negative ? -value : value;
    }

    private static int scale(char[] c, int o, int length) {
        for (int i = o + length - 1; i >= o; i--) {
            if (c[i] == '.') {
                return o + length - 1 - i;
            }
        }
        return 0;
    }

    private static boolean equal(String expected, char[] chars, int offset, int length) {
        if (expected.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (expected.charAt(i) != chars[offset + i]) {
                return false;
            }
        }
        return true;
    }

    /** The decimal value of {@code count} ASCII digits, or -1 if one is not a digit. */
    private static int digits(char[] c, int offset, int count) {
        int value = 0;
        for (int i = offset; i < offset + count; i++) {
            int d = c[i] - '0';
            if (d < 0 || d > 9) {
                return -1;
            }
            value = value * 10 + d;
        }
        return value;
    }

    private static int daysInMonth(int year, int month) {
        boolean leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
        return month == 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
    }

    /** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
    private static long daysFromCivil(int year, int month, int day) {
        long y = month <= 2 ? year - 1 : year;
        long era = Math.floorDiv(y, 400);
        long yearOfEra = y - era * 400;
        long dayOfYear = (153L * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
        long dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097 + dayOfEra - 719_468;
    }
}
