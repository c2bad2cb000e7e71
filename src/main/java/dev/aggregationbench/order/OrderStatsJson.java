package dev.aggregationbench.order;

import tools.jackson.databind.json.JsonMapper;

/**
 * The JSON form of {@link OrderStats}, amounts as decimal strings:
 * {@code {"count":..,"totalAmount":"12345.67",..,"byStatus":{"paid":{"count":..,"totalAmount":".."},..}}}.
 */
public final class OrderStatsJson {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private OrderStatsJson() {}

    public static String write(OrderStats stats) {
        return MAPPER.writeValueAsString(stats);
    }

    public static OrderStats read(byte[] json) {
        return MAPPER.readValue(json, OrderStats.class);
    }

    public static OrderStats read(String json) {
        return MAPPER.readValue(json, OrderStats.class);
    }
}
