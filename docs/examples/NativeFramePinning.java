import jdk.jfr.consumer.*;
import java.lang.foreign.*;
import java.lang.invoke.*;
import java.time.Duration;
import java.util.concurrent.*;
/**
 * Run with JDK 22+ (the foreign function API), from the repository root:
 * {@code java --enable-native-access=ALL-UNNAMED docs/examples/NativeFramePinning.java}.
 * A virtual thread calls libc's qsort with a Java comparator that sleeps 50 ms: blocking under a native frame pins
 * the carrier, and JFR records one jdk.VirtualThreadPinned event (printed with its pinnedReason).
 */
public class NativeFramePinning {
    static int compare(MemorySegment a, MemorySegment b) {
        try { Thread.sleep(50); } catch (InterruptedException e) {}
        return Integer.compare(a.get(ValueLayout.JAVA_INT, 0), b.get(ValueLayout.JAVA_INT, 0));
    }
    public static void main(String[] x) throws Throwable {
        Linker linker = Linker.nativeLinker();
        MethodHandle qsort = linker.downcallHandle(linker.defaultLookup().find("qsort").orElseThrow(),
            FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.ADDRESS));
        var ptr = ValueLayout.ADDRESS.withTargetLayout(ValueLayout.JAVA_INT);
        MethodHandle cmp = MethodHandles.lookup().findStatic(NativeFramePinning.class, "compare", MethodType.methodType(int.class, MemorySegment.class, MemorySegment.class));
        var events = new CopyOnWriteArrayList<RecordedEvent>();
        try (var rs = new RecordingStream(); Arena arena = Arena.ofConfined()) {
            MemorySegment fn = linker.upcallStub(cmp, FunctionDescriptor.of(ValueLayout.JAVA_INT, ptr, ptr), Arena.global());
            rs.enable("jdk.VirtualThreadPinned").withThreshold(Duration.ZERO);
            rs.onEvent("jdk.VirtualThreadPinned", events::add);
            rs.startAsync();
            Thread t = Thread.ofVirtual().name("in-native").start(() -> {
                try (Arena ar = Arena.ofConfined()) {
                    MemorySegment arr = ar.allocateFrom(ValueLayout.JAVA_INT, 2, 1);
                    qsort.invokeExact(arr, 2L, 4L, fn);
                } catch (Throwable e) { throw new RuntimeException(e); }
            });
            t.join();
            Thread.sleep(200);
            rs.stop();
        }
        for (var e : events) System.out.println(e.getThread().getJavaName()+" "+e.getDuration()+" "+e.getString("pinnedReason"));
    }
}
