COMPAT_SRC_DIRS = compat/time32
