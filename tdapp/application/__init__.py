"""Commands: the only way the GUI and the command line change anything.

A command is decided by the domain, stored with its effect in one
transaction, and only then shown. Views re-read the state afterwards.
"""
