package dev.aggregationbench.variant.async;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;

/** A client view for the async walks, which only fetch with {@code fetchPageAsync}: the blocking methods refuse. */
interface AsyncOnlyClient extends OrdersClient {

    @Override
    default OrderPage fetchPage(String cursor) {
        throw new UnsupportedOperationException("the async walk does not block: fetchPageAsync");
    }

    @Override
    default OrderPage fetchPageBuffered(String cursor) {
        throw new UnsupportedOperationException("the async walk does not block: fetchPageAsync");
    }
}
