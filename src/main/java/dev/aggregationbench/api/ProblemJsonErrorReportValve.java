package dev.aggregationbench.api;

import java.io.IOException;
import java.io.Writer;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.coyote.ActionCode;
import org.springframework.http.HttpStatus;

/**
 * Tomcat's own error answers (an encoded '/' or NUL in the path, a request line or header too large: refused
 * before any servlet sees the request) as problem+json instead of Tomcat's HTML page. Installed as the host's
 * error report valve ({@link HttpHardening}); answers the application wrote itself are left alone. The detail
 * never repeats the request.
 */
public class ProblemJsonErrorReportValve extends ErrorReportValve {

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0) {
            return;
        }
        AtomicBoolean ioAllowed = new AtomicBoolean(false);
        response.getCoyoteResponse().action(ActionCode.IS_IO_ALLOWED, ioAllowed);
        if (!ioAllowed.get()) {
            return;
        }
        HttpStatus known = HttpStatus.resolve(status);
        String title = known != null ? known.getReasonPhrase() : "Error";
        String detail = status == 400
                ? "the server refused this request before the application saw it (for example an encoded '/' or "
                        + "NUL character in the path, or a malformed or too large request line or header)"
                : "the server refused this request before the application saw it: " + title;
        try {
            SecurityHeaders.apply(response);
            response.setContentType("application/problem+json");
            response.setCharacterEncoding("UTF-8");
            Writer writer = response.getReporter();
            if (writer != null) {
                writer.write("{\"type\":\"about:blank\",\"title\":\"" + title + "\",\"status\":" + status
                        + ",\"detail\":\"" + detail + "\"}");
                response.finishResponse();
            }
        } catch (IOException | IllegalStateException e) {
            // the connection is gone or the answer already started; nothing more to send
        }
    }
}
