"""The presentation API: coordinator, endpoints and telemetry."""
