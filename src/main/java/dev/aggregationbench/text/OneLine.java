package dev.aggregationbench.text;

/**
 * A message of the program's own, kept to one line: every control or invisible character it may carry from a value
 * inside it is written as {@link Echo}'s escape. Unlike {@link Echo#bare}, nothing is cut: the message is ours.
 */
public final class OneLine {

    private OneLine() {}

    public static String of(String message) {
        if (message == null) {
            return "(no message)";
        }
        StringBuilder out = new StringBuilder(message.length());
        message.strip().codePoints().forEach(cp -> {
            String one = new String(Character.toChars(cp));
            String escaped = Echo.bare(one);
            out.append(cp == '\\' || cp == '\'' ? one : escaped);
        });
        return out.toString();
    }
}
