package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BindAddressWarningTest {

    @Test
    void onlyLoopbackAddressesCountAsLocal() {
        assertThat(BindAddressWarning.isLoopback("127.0.0.1")).isTrue();
        assertThat(BindAddressWarning.isLoopback("127.0.0.2")).isTrue();
        assertThat(BindAddressWarning.isLoopback("::1")).isTrue();
        assertThat(BindAddressWarning.isLoopback("localhost")).isTrue();
        assertThat(BindAddressWarning.isLoopback("0.0.0.0")).isFalse();
        assertThat(BindAddressWarning.isLoopback("::")).isFalse();
        assertThat(BindAddressWarning.isLoopback("")).isFalse();
        assertThat(BindAddressWarning.isLoopback(null)).isFalse();
    }
}
