"""Spanish words of fact hygiene (read by :mod:`hotmem.extract.hygiene`)."""

# See hotmem/lang/en/fact_words.py for what each list does.
GREETINGS = "hola buenas oye ey"
LIGHT_NOUNS = "forma formas manera maneras cosa cosas tipo parte montón tiempo"
DROPPED_DETERMINERS = """este esta estos estas ese esa esos esas aquel aquella aquellos aquellas
    mucho mucha muchos muchas muchísimo muchísima muchísimos muchísimas todo toda todos todas"""
EVALUATIVES = """increíble increíbles delicioso deliciosa deliciosos deliciosas riquísimo
    riquísima estupendo estupenda estupendos estupendas genial geniales maravilloso maravillosa
    precioso preciosa bonito bonita buenísimo buenísima fantástico fantástica"""
FREQUENCY_NOUNS = "veces vez"
