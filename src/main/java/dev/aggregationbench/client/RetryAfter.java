package dev.aggregationbench.client;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * The {@code Retry-After} header of a 429 (RFC 9110, section 10.2.3): whole seconds ({@code 1}) or an HTTP date
 * ({@code Wed, 21 Oct 2026 07:28:00 GMT}). Anything else is no answer: the client falls back to its own backoff.
 */
final class RetryAfter {

    private RetryAfter() {}

    /** How long the server asks to wait, from {@code now}; empty when the value is absent or not understood. */
    static Optional<Duration> parse(Optional<String> header, Instant now) {
        if (header.isEmpty()) {
            return Optional.empty();
        }
        String value = header.get().strip();
        if (!value.isEmpty() && value.chars().allMatch(c -> c >= '0' && c <= '9')) {
            try {
                return Optional.of(Duration.ofSeconds(Long.parseLong(value)));
            } catch (NumberFormatException tooLong) {
                return Optional.empty();
            }
        }
        try {
            Instant at = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME)
                    .toInstant();
            Duration wait = Duration.between(now, at);
            return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
