# es-ES: not yet translated; every key reads in English (en.ftl).
