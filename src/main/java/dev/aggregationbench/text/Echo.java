package dev.aggregationbench.text;

/**
 * Quotes a value from outside for a message: at most {@value #MAX_CODE_POINTS} code points (the rest is counted, not
 * shown), and every control or invisible formatting character written as an escape ({@code \n}, {@code \t},
 * {@code \u001B}), so that the message stays one line, prints the same in a terminal as in a log, and cannot be
 * made to look like another message. Printable text, accents and non-Latin scripts included, is kept as it is.
 */
public final class Echo {

    /** How much of a value a message shows. */
    public static final int MAX_CODE_POINTS = 80;

    private Echo() {}

    /** The value between single quotes, bounded and escaped; {@code null} as the word null. */
    public static String quote(String value) {
        return value == null ? "null" : "'" + bare(value) + "'";
    }

    /** The value bounded and escaped, without quotes; {@code null} as the word null. */
    public static String bare(String value) {
        if (value == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder(Math.min(value.length(), MAX_CODE_POINTS) + 16);
        int total = value.codePointCount(0, value.length());
        int shown = 0;
        for (int i = 0; i < value.length() && shown < MAX_CODE_POINTS; shown++) {
            int cp = value.codePointAt(i);
            i += Character.charCount(cp);
            appendEscaped(out, cp);
        }
        if (total > shown) {
            out.append("… (").append(total).append(" characters)");
        }
        return out.toString();
    }

    private static void appendEscaped(StringBuilder out, int cp) {
        switch (cp) {
            case '\n' -> out.append("\\n");
            case '\r' -> out.append("\\r");
            case '\t' -> out.append("\\t");
            case '\\' -> out.append("\\\\");
            case '\'' -> out.append("\\'");
            default -> {
                if (isHidden(cp)) {
                    out.append(cp <= 0xFFFF ? String.format("\\u%04X", cp) : String.format("\\U%08X", cp));
                } else {
                    out.appendCodePoint(cp);
                }
            }
        }
    }

    /** Controls (C0, DEL, C1), bidirectional and other format characters, separators other than the space. */
    private static boolean isHidden(int cp) {
        int type = Character.getType(cp);
        return type == Character.CONTROL
                || type == Character.FORMAT
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.PRIVATE_USE
                || type == Character.SURROGATE
                || type == Character.UNASSIGNED;
    }
}
