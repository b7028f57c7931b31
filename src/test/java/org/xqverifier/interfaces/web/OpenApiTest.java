package org.xqverifier.interfaces.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xqverifier.interfaces.engine.Services;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The OpenAPI document the server serves ({@code /openapi.json}, from {@code web/openapi.json} in the jar) describes
 * exactly the routes the server registers, and each operation's example request, sent to the real server, is answered
 * 200 with the fields its schema names: every required one there, none the schema does not list. A route added
 * without its description, or an answer that gains or loses a field, fails here.
 */
class OpenApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static WebServer server;
    private static int port;
    private static JsonNode doc;

    @BeforeAll
    static void start() throws IOException {
        server = new WebServer(Services.rulings(), Services.moveText(), WebServer.Limits.defaults());
        port = server.start("127.0.0.1", 0);
        try (InputStream in = OpenApiTest.class.getResourceAsStream("/web/openapi.json")) {
            assertNotNull(in, "web/openapi.json is in the jar");
            doc = JSON.readTree(in);
        }
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    @Test
    void theServerServesTheDocument() throws Exception {
        HttpResponse<String> r = send(HttpRequest.newBuilder(uri("/openapi.json")).GET());
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"),
                r.headers().toString());
        assertEquals(doc, JSON.readTree(r.body()));
        assertTrue(doc.path("openapi").asText().startsWith("3."), "an OpenAPI 3 document");
    }

    @Test
    void theDocumentDescribesEveryRouteAndNoOther() {
        TreeSet<String> documented = new TreeSet<>();
        doc.path("paths").properties().forEach(p -> p.getValue().properties()
                .forEach(op -> documented.add(op.getKey().toUpperCase() + " " + p.getKey())));
        assertEquals(new TreeSet<>(server.routes()), documented,
                "routes the server registers (left) against the operations web/openapi.json describes (right)");
    }

    @Test
    void everyReferenceResolves() {
        List<String> broken = new ArrayList<>();
        refs(doc, broken);
        assertEquals(List.of(), broken, "$ref with no target in web/openapi.json");
    }

    @Test
    void eachExampleIsAnsweredWithTheFieldsItsSchemaNames() throws Exception {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, JsonNode> path : doc.path("paths").properties()) {
            for (Map.Entry<String, JsonNode> op : path.getValue().properties()) {
                String where = op.getKey().toUpperCase() + " " + path.getKey();
                JsonNode operation = op.getValue();
                if (operation.path("summary").asText().isBlank()) {
                    problems.add(where + ": no summary");
                }
                HttpRequest.Builder request;
                if (op.getKey().equals("get")) {
                    request = HttpRequest.newBuilder(uri(path.getKey())).GET();
                } else {
                    JsonNode content = operation.path("requestBody").path("content");
                    JsonNode json = content.path("application/json").path("example");
                    JsonNode bytes = content.path("application/octet-stream").path("example");
                    String body = !json.isMissingNode() ? JSON.writeValueAsString(json) : bytes.asText(null);
                    if (body == null) {
                        problems.add(where + ": no example request");
                        continue;
                    }
                    request = HttpRequest.newBuilder(uri(path.getKey()))
                            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
                }
                HttpResponse<String> answer = send(request);
                if (answer.statusCode() != 200) {
                    problems.add(where + ": the example is answered " + answer.statusCode() + " " + answer.body());
                    continue;
                }
                JsonNode schema = resolve(operation.path("responses").path("200").path("content")
                        .path("application/json").path("schema"));
                JsonNode body = JSON.readTree(answer.body());
                for (JsonNode required : schema.path("required")) {
                    if (!body.has(required.asText())) {
                        problems.add(where + ": the answer has no '" + required.asText() + "', which the schema requires");
                    }
                }
                for (Iterator<String> fields = body.fieldNames(); fields.hasNext(); ) {
                    String field = fields.next();
                    if (!schema.path("properties").has(field)) {
                        problems.add(where + ": the answer's '" + field + "' is not in the schema");
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    private static JsonNode resolve(JsonNode schema) {
        while (schema.has("$ref")) {
            JsonNode target = doc;
            for (String part : schema.get("$ref").asText().substring(2).split("/")) {
                target = target.path(part);
            }
            schema = target;
        }
        return schema;
    }

    private static void refs(JsonNode node, List<String> broken) {
        if (node.isObject()) {
            if (node.has("$ref") && resolve(node).isMissingNode()) {
                broken.add(node.get("$ref").asText());
            }
            node.forEach(child -> refs(child, broken));
        } else if (node.isArray()) {
            node.forEach(child -> refs(child, broken));
        }
    }

    private static URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(request.timeout(Duration.ofSeconds(60)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
