/**
 * The wrong and the right version side by side, as the JMH samples put them: each test here shows a mistake (or a
 * claim of the docs) over real HTTP or in child JVMs, asserts what it must, and prints what it observed. The docs
 * quote those printed lines with the command that produces them (docs/common-mistakes.md is the index).
 *
 * <ul>
 *   <li>CompletableFuture: {@code RecursiveThenComposeStackOverflowTest} (depth, retention; the wrong version is
 *       {@code RecursiveThenCompose}),
 *       {@code DefaultAsyncPoolThreadPerTaskTest} and {@code SendAsyncCompletionThreadTest} (which executor, per
 *       JDK), {@code WhichThreadRunsEachStepTest}.</li>
 *   <li>Reactor: {@code ReactorExpandSequencingTest} (expand's sequencing, publishOn, demand, fromFuture and
 *       retry).</li>
 *   <li>Virtual threads: {@code VirtualThreadsThatWereNeverVirtualTest}, {@code VirtualThreadPinningTest} (JFR),
 *       {@code PinningAcrossJdksTest} (a real JDK 21 against JDK 25, {@code PinnedCarrierMain}).</li>
 *   <li>Context that follows the request (issue 25), counted by the mock from the wire: {@code MdcLostAfterAHopTest},
 *       {@code PooledThreadKeepsThePreviousIdTest}, {@code InheritedOnceAndKeptTest}.</li>
 *   <li>Pull styles: {@code PullingOverPagesTest}. All styles: {@code StylesComparedTest} (cancellation, stack
 *       traces). Fail-fast: {@code FailFastPitfallsTest} ({@code cancel(true)} on CompletableFutures and Reactor's
 *       {@code flatMapDelayError}, which let the other walks run on).</li>
 *   <li>Measuring: {@code AllocationCounterAgainstGcLogTest}. The pages themselves: {@code TeachingPagesTest}
 *       (with {@code ThreadTimelineMain}'s who-runs-what diagrams, their decoding threads traced by
 *       {@code DecodingThreads} with JFR method tracing).</li>
 * </ul>
 * Child-JVM programs ({@code *Main}) are started by these tests and can be run by hand; the JDK 21 cases run them from
 * the class path on a real JDK 21 ({@code support.TestJdks}), the older-JDK cases from source with the source
 * launcher, so those files use nothing newer than Java 11.
 */
package dev.aggregationbench.pitfalls;
