package org.zermelo.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.LinkedHashMap;
import java.util.Map;

/** The one JSON object a command answers with ({@code --json}), fields in the order they are put. */
final class JsonAnswer {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Map<String, Object> fields = new LinkedHashMap<>();

    JsonAnswer put(String key, Object value) {
        fields.put(key, value);
        return this;
    }

    Map<String, Object> fields() {
        return fields;
    }

    @Override
    public String toString() {
        try {
            return MAPPER.writeValueAsString(fields);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
