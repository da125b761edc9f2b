"""The packaged promotion policy (seed 003 §2): ``diagnostic-promotion-policy.json`` is package
data of this package, read only through ``importlib.resources`` (see ``loader.py``).

Kept free of imports so the resource can be located in an installed wheel without the
rest of the product.
"""
