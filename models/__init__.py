"""Language-model manifest, shipped inside the package as ``hotmem.models_manifest``."""
