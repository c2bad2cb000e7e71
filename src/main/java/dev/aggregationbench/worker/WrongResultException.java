package dev.aggregationbench.worker;

/** A pass whose results are not all exact without an aggregation failing (a fan-out's partitions): {@code wrong-result}. */
final class WrongResultException extends RuntimeException {

    WrongResultException(String message) {
        super(message);
    }
}
