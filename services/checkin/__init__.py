"""The facts of the pilot: registry, activation, event stream, flows, safety, texts, KPI."""
