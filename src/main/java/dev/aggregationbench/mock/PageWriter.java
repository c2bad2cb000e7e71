package dev.aggregationbench.mock;

import dev.aggregationbench.order.OrderStatus;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Writes one page of generated orders as JSON bytes, straight from primitives (no Order, BigDecimal or Instant
 * objects): the mock must serve pages much faster than any variant consumes them. The output is plain ASCII and
 * byte-for-byte what a JSON library would write for the same page; {@code OrdersMockTest} decodes it with Jackson.
 */
final class PageWriter {

    private static final byte[][] STATUS_JSON = Arrays.stream(OrderStatus.values())
            .map(s -> ("\",\"status\":\"" + s.wireName() + "\",\"createdAt\":\"").getBytes(StandardCharsets.US_ASCII))
            .toArray(byte[][]::new);

    private byte[] buffer;
    private int length;

    PageWriter(int expectedBytes) {
        buffer = new byte[Math.max(64, expectedBytes)];
    }

    /** The whole data set's page at {@code offset}. */
    byte[] page(OrderGenerator generator, long offset, int limit) {
        return page(generator, new OrderRange(offset, generator.totalOrders()), limit);
    }

    /** The first page of {@code walk}: at most {@code limit} orders from its start, and a cursor for the rest. */
    byte[] page(OrderGenerator generator, OrderRange walk, int limit) {
        OrderRange page = walk.firstPage(limit);
        ascii("{\"data\":[");
        for (long i = page.start(); i < page.end(); i++) {
            if (i > page.start()) {
                ascii(",");
            }
            order(generator.fieldsAt(i));
        }
        ascii("],\"nextCursor\":");
        boolean hasMore = page.end() < walk.end();
        if (hasMore) {
            ascii("\"");
            ascii(Cursor.encode(new OrderRange(page.end(), walk.end()), generator.totalOrders()));
            ascii("\"");
        } else {
            ascii("null");
        }
        ascii(hasMore ? ",\"hasMore\":true}" : ",\"hasMore\":false}");
        return Arrays.copyOf(buffer, length);
    }

    private void order(OrderGenerator.GeneratedOrder order) {
        ascii("{\"id\":\"ord-");
        padded(order.position() + 1, 7);
        ascii("\",\"customerId\":\"cust-");
        padded(order.customer(), 5);
        ascii("\",\"amount\":");
        number(order.amountMinor() / 100);
        ascii(".");
        padded(order.amountMinor() % 100, 2);
        ascii(",\"currency\":\"");
        ascii(order.currency());
        bytes(STATUS_JSON[order.status().ordinal()]);
        instant(order.createdAtEpochSecond());
        ascii("\",\"items\":");
        number(order.items());
        ascii("}");
    }

    /** ISO-8601 UTC, seconds precision, as {@code Instant.toString()} writes it (years 1970..9999). */
    private void instant(long epochSecond) {
        long days = Math.floorDiv(epochSecond, 86_400L);
        long secondOfDay = Math.floorMod(epochSecond, 86_400L);
        // civil-from-days (H. Hinnant), proleptic Gregorian
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long doe = z - era * 146_097;
        long yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long day = doy - (153 * mp + 2) / 5 + 1;
        long month = mp < 10 ? mp + 3 : mp - 9;
        long year = yoe + era * 400 + (month <= 2 ? 1 : 0);
        padded(year, 4);
        ascii("-");
        padded(month, 2);
        ascii("-");
        padded(day, 2);
        ascii("T");
        padded(secondOfDay / 3600, 2);
        ascii(":");
        padded(secondOfDay / 60 % 60, 2);
        ascii(":");
        padded(secondOfDay % 60, 2);
        ascii("Z");
    }

    private void padded(long value, int width) {
        int digits = digits(value);
        ensure(Math.max(width, digits));
        for (int i = digits; i < width; i++) {
            buffer[length++] = '0';
        }
        writeDigits(value, digits);
    }

    private void number(long value) {
        int digits = digits(value);
        ensure(digits);
        writeDigits(value, digits);
    }

    /** Writes the {@code digits} decimal digits of a non-negative value, last digit first, into place. */
    private void writeDigits(long value, int digits) {
        for (int at = length + digits - 1; at >= length; at--) {
            buffer[at] = (byte) ('0' + value % 10);
            value /= 10;
        }
        length += digits;
    }

    private static int digits(long value) {
        int digits = 1;
        for (long rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        return digits;
    }

    private void ascii(String text) {
        ensure(text.length());
        for (int i = 0; i < text.length(); i++) {
            buffer[length++] = (byte) text.charAt(i);
        }
    }

    private void bytes(byte[] raw) {
        ensure(raw.length);
        System.arraycopy(raw, 0, buffer, length, raw.length);
        length += raw.length;
    }

    private void ensure(int more) {
        if (length + more > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, length + more));
        }
    }
}
