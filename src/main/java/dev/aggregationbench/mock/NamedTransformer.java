package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;

/**
 * A response transformer that applies only to the stub mappings naming it (WireMock's V2 default is to apply to
 * every request).
 */
abstract class NamedTransformer implements ResponseDefinitionTransformerV2 {

    private final String name;

    NamedTransformer(String name) {
        this.name = name;
    }

    @Override
    public final String getName() {
        return name;
    }

    @Override
    public final boolean applyGlobally() {
        return false;
    }
}
