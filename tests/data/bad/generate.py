#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
"""Writes the bad-input corpus of tests/data/bad/ and its manifest, cases.tsv.

Every case is one file and one line of cases.tsv: FILE <TAB> EXIT <TAB> MESSAGE.
  - FILE ends in .json (a scenario: `gpu-planner estimate`, ScenarioJson::fromText),
    .gpuplan (a workspace: `gpu-planner estimate`, WorkspaceFile::load) or
    .catalog.json (catalog JSON: `gpu-planner catalog import`, CatalogStore::importJson);
  - EXIT 2: the input is refused, and MESSAGE is a substring both the command line (stderr) and the
    model-layer reader (the GUI's) must give; EXIT 0: the input is legal (SQL or HTML in a free-text field)
    and must be read as plain text, MESSAGE is the text that must come through unchanged.
tst_badinputs runs every case over both readers (tests/models/document/tst_badinputs.cpp). The files are
committed; run this script again after changing a case (python3 tests/data/bad/generate.py).
"""
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
SQL = "x'); DROP TABLE gpus; --"
HTML = '<img src="/dev/zero"><b>bold</b>'

cases = []


def add(name, content, code, message):
    path = os.path.join(HERE, name)
    data = content if isinstance(content, bytes) else content.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)
    assert "\t" not in message and "\n" not in message
    cases.append((name, code, message))


def dump(doc):
    return json.dumps(doc, indent=1, ensure_ascii=False)


def load(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return json.load(f)


SCENARIO = load("tests/data/cli/train-7b-h100.json")
WORKSPACE = load("examples/workshop-llama3-8b.gpuplan")
MODEL = load("resources/catalog/models.json")["models"][0]
OFFER = load("resources/catalog/offers.json")["offers"][0]
PROVIDER = load("resources/catalog/providers.json")["providers"][0]
CUSTOM = {"key": "tiny", "name": "Tiny", "parameters": 1.0e9, "layers": 16, "hidden_size": 2048,
          "attention_heads": 16, "vocab_size": 32000}


def scenario(**changes):
    s = copy.deepcopy(SCENARIO)
    for path, value in changes.items():
        node = s
        parts = path.split("__")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = value
    return s


def custom(**fields):
    m = dict(CUSTOM)
    m.update(fields)
    s = scenario()
    s["model"] = {"custom": m}
    return s


def workspace(mutate):
    w = copy.deepcopy(WORKSPACE)
    mutate(w)
    return w


def catalog(table, record):
    return {"format": "gpu-planner-catalog", "format_version": 1, table: [record]}


def model(**fields):
    m = dict(MODEL)
    m["key"] = "bad-input-model"
    m.update(fields)
    return catalog("models", m)


def offer(**fields):
    o = dict(OFFER)
    o["key"] = "bad-input-offer"
    o.update(fields)
    return catalog("offers", o)


def deep(n):
    return "[" * n + "]" * n


# ---- scenario files (.json) ----------------------------------------------------------------------
text = dump(scenario())
add("s-number-overflow.json", text.replace('"tokens": 1000000000', '"tokens": 1e309'), 2,
    "number overflow parsing '1e309'")
add("s-number-overflow-negative.json", text.replace('"global_batch": 256', '"global_batch": -1e400'), 2,
    "number overflow parsing '-1e400'")
add("s-number-overflow-long.json", text.replace('"tokens": 1000000000', '"tokens": 1' + "0" * 5000), 2,
    "number overflow parsing '1000000000000000000000000000000000000000...'")
add("s-deep-arrays-60000.json", deep(60000), 2, "nested deeper than 64 arrays/objects at line 1, column 65")
add("s-deep-objects.json", '{"a":' * 100 + "1" + "}" * 100, 2, "nested deeper than 64 arrays/objects")
add("s-deep-in-field.json", text.replace('"tokens": 1000000000', '"tokens": ' + deep(70)), 2,
    "nested deeper than 64 arrays/objects")
add("s-layers-2pow32.json", dump(custom(layers=4294967296)), 2,
    "model.custom.layers: is out of range: 4294967296 (at most 2147483647)")
add("s-hidden-size-600m.json", dump(custom(hidden_size=600000000)), 2,
    "model.custom.hidden_size: is too large: the implied ffn_size (4 x hidden_size = 2400000000) exceeds 2147483647")
add("s-nodes-uint64-max.json", dump(scenario(hardware__nodes=18446744073709551615)), 2,
    "hardware.nodes: is out of range: 18446744073709551615 (at most 2147483647)")
add("s-gpus-per-node-int64-min.json", dump(scenario(hardware__gpus_per_node=-9223372036854775808)), 2,
    "hardware.gpus_per_node: is out of range: -9223372036854775808 (at least -2147483648)")
add("s-nodes-beyond-uint64.json", text.replace('"nodes": 1', '"nodes": 99999999999999999999999'), 2,
    "hardware.nodes: is out of range: 9.999999999999999e+22 (at most 2147483647)")
add("s-micro-batch-fraction.json", dump(scenario(training__micro_batch=1.5)), 2,
    "training.micro_batch: must be a whole number, got 1.5")
add("s-micro-batch-string.json", dump(scenario(training__micro_batch="4")), 2,
    "training.micro_batch: must be a whole number, got a string")
add("s-flash-attention-string.json", dump(scenario(training__flash_attention="yes")), 2,
    "training.flash_attention: must be true or false, got a string")
add("s-model-string.json", dump(scenario(model="llama-2-7b")), 2, "model: must be an object, got a string")
add("s-not-an-object.json", "[1, 2, 3]", 2, "a scenario must be a JSON object, got an array")
add("s-empty.json", "", 2, "not valid JSON: parse error at line 1, column 1: syntax error while parsing value - unexpected end of input")
add("s-truncated.json", text[: len(text) // 2], 2, "not valid JSON: parse error at line")
add("s-trailing-garbage.json", text + "\n}", 2, "syntax error while parsing value - unexpected '}'; expected end of input")
add("s-nan-literal.json", text.replace('"tokens": 1000000000', '"tokens": NaN'), 2, "not valid JSON: parse error")
add("s-infinity-literal.json", text.replace('"tokens": 1000000000', '"tokens": Infinity'), 2, "not valid JSON: parse error")
add("s-comment.json", "// a plan\n" + text, 2, "not valid JSON: parse error at line 1, column 1")
add("s-single-quotes.json", text.replace('"task"', "'task'"), 2, "not valid JSON: parse error")
add("s-invalid-utf8.json", text.encode().replace(b"Llama 2 7B", b"Llama \xff 7B"), 2, "invalid string: ill-formed UTF-8 byte")
add("s-invalid-utf8-overlong.json", text.encode().replace(b"Llama 2 7B", b"Llama \xc0\xaf 7B"), 2,
    "invalid string: ill-formed UTF-8 byte")
add("s-lone-surrogate.json", text.replace("Llama 2 7B", "Llama \\ud800 7B"), 2,
    "invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF")
add("s-nul-in-string.json", text.encode().replace(b"Llama 2 7B", b"Llama \x00 7B"), 2,
    "invalid string: control character U+0000 (NUL) must be escaped")
add("s-nul-after-document.json", text.encode() + b"\x00" + text.encode(), 2, "not valid JSON: a NUL byte at line 35, column 2")
add("s-escaped-nul-in-name.json", text.replace("Llama 2 7B", "Llama \\u0000 7B"), 0, "7B")
add("s-raw-escape-byte.json", text.encode().replace(b"Llama 2 7B", b"\x1b[2J Llama"), 2,
    "invalid string: control character U+001B (ESC) must be escaped")
add("s-escape-sequence-in-enum.json", dump(scenario(task="\u001b[31mred\u001b]0;title\u0007")), 2,
    'task: unknown value "\\x1B[31mred\\x1B]0;title\\x07"')
add("s-escape-sequence-in-key.json", dump(scenario(**{"training__\u001b[2Jclear": 1})), 2,
    'training."\\x1B[2Jclear": unknown key')
add("s-bidi-override-in-enum.json", dump(scenario(task="lora\u202e")), 2, 'task: unknown value "lora\\u{202E}"')
add("s-duplicate-key.json", text.replace('"task": "full_finetune",', '"task": "full_finetune", "task": "inference",'), 2,
    'duplicate key "task" in $ (a key may appear once in an object)')
add("s-duplicate-key-nested.json", text.replace('"gpus_per_node": 8', '"gpus_per_node": 8, "gpus_per_node": 1'), 2,
    'duplicate key "gpus_per_node" in $.hardware')
add("s-duplicate-key-in-array.json",
    text.replace('"offer_keys": [', '"offer_keys": [{"a": 1, "a": 2}, '), 2, 'duplicate key "a" in $.pricing.offer_keys[0]')
add("s-long-name.json", dump(scenario(name="n" * 100000)), 0, "n" * 40)
add("s-long-unknown-key.json", dump(scenario(**{"k" * 100000: 1})), 2,
    '"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"...: unknown key')
add("s-long-enum.json", dump(scenario(task="t" * 100000)), 2,
    'task: unknown value "tttttttttttttttttttttttttttttttttttttttt"...; allowed: pretrain')
add("s-long-gpu-key.json", dump(scenario(hardware__gpu_key="g" * 100000)), 2,
    "hardware.gpu_key: is too long for a catalog key: 100000 bytes (at most 1000)")
add("s-long-offer-key.json", dump(scenario(pricing__offer_keys=["o" * 5000])), 2,
    "pricing.offer_keys[0]: is too long for a catalog key: 5000 bytes (at most 1000)")
add("s-many-offer-keys.json", dump(scenario(pricing__offer_keys=["o"] * 1001)), 2,
    "pricing.offer_keys: has 1001 items (at most 1000)")
add("s-future-schema.json", dump(scenario(schema_version=99)), 2,
    "schema_version: version 99 is newer than this program understands (2): update GPU Planner")
add("s-schema-2pow32-plus-1.json", dump(scenario(schema_version=4294967297)), 2,
    "schema_version: is out of range: 4294967297 (at most 2147483647)")
add("s-schema-zero.json", dump(scenario(schema_version=0)), 2, "schema_version: must be 1 or more, got 0")
add("s-tokens-underflow.json", text.replace('"tokens": 1000000000', '"tokens": 1e-400'), 2, "training.tokens")
add("s-sql-in-gpu-key.json", dump(scenario(hardware__gpu_key=SQL)), 2, "hardware.gpu_key")
add("s-html-in-gpu-key.json", dump(scenario(hardware__gpu_key=HTML)), 2, "hardware.gpu_key")
add("s-sql-in-model-key.json", dump(scenario(model={"catalog_key": SQL})), 2, "model.catalog_key")
add("s-html-in-model-key.json", dump(scenario(model={"catalog_key": HTML})), 2, "model.catalog_key")
add("s-sql-in-offer-key.json", dump(scenario(pricing__offer_keys=[SQL])), 2, "pricing.offer_keys")
add("s-html-in-offer-key.json", dump(scenario(pricing__offer_keys=[HTML])), 2, "pricing.offer_keys")
add("s-sql-in-link-key.json", dump(scenario(hardware__intra_node_link_key=SQL)), 2, "hardware.intra_node_link_key")
add("s-html-in-inter-link-key.json", dump(scenario(hardware__nodes=2, hardware__inter_node_link_key=HTML)), 2,
    "hardware.inter_node_link_key")
add("s-sql-in-currency.json", dump(scenario(pricing__currency=SQL)), 2, "pricing.currency")
add("s-html-in-lora-target.json", dump(scenario(task="lora", training__lora_rank=16, training__lora_targets=[HTML])), 2,
    "training.lora_targets")
add("s-sql-in-name.json", dump(scenario(name=SQL)), 0, SQL)
add("s-html-in-name.json", dump(scenario(name=HTML)), 0, HTML)
add("s-html-in-custom-name.json", dump(custom(name=HTML)), 0, HTML)
add("s-sql-in-custom-key.json", dump(custom(key=SQL)), 0, SQL)
add("s-html-in-custom-family.json", dump(custom(family=HTML)), 0, "Tiny")
add("s-html-in-ffn-kind.json", dump(custom(ffn_kind=HTML)), 2, 'model.custom.ffn_kind: unknown value "<img src="/dev/zero"><b>bold</b>"; allowed: gated, standard')

# ---- workspaces (.gpuplan) -----------------------------------------------------------------------
wtext = dump(WORKSPACE)


def wset(path, value):
    def mutate(w):
        node = w
        parts = path.split(".")
        for p in parts[:-1]:
            node = node[int(p)] if p.isdigit() else node[p]
        node[parts[-1]] = value
    return dump(workspace(mutate))


add("w-number-overflow.gpuplan", wtext.replace('"devops_hourly_rate": 18', '"devops_hourly_rate": 1e309'), 2,
    "is not valid JSON: number overflow parsing '1e309'")
add("w-number-overflow-negative.gpuplan", wtext.replace('"price_factor_percent": 100', '"price_factor_percent": -1e400'), 2,
    "number overflow parsing '-1e400'")
add("w-deep-arrays-60000.gpuplan", deep(60000), 2, "is not valid JSON: nested deeper than 64 arrays/objects at line 1, column 65")
add("w-deep-in-notes.gpuplan", wtext.replace('"customer": "Example customer"', '"customer": ' + deep(100)), 2,
    "nested deeper than 64 arrays/objects at line 5, column 77")
add("w-format-wrong.gpuplan", wset("format", "gpu-planner-catalog"), 2,
    '$.format: expected "gpu-planner-workspace", found "gpu-planner-catalog" (not a GPU Planner workspace)')
add("w-format-long.gpuplan", wset("format", "f" * 100000), 2,
    '$.format: expected "gpu-planner-workspace", found "ffffffffffffffffffffffffffffffffffffffff"... (not a GPU Planner workspace)')
add("w-format-array.gpuplan", wset("format", list(range(1000))), 2,
    '$.format: expected "gpu-planner-workspace", found an array of 1000 items')
add("w-future-schema.gpuplan", wset("schema_version", 6), 2,
    "$.schema_version: the file was written by a newer GPU Planner (schema version 6; this version reads up to 5)")
add("w-schema-uint64-max.gpuplan", wset("schema_version", 18446744073709551615), 2,
    "$.schema_version: the file was written by a newer GPU Planner (schema version 18446744073709551615;")
add("w-schema-fraction.gpuplan", wset("schema_version", 1.5), 2, "$.schema_version: expected an integer, found number")
add("w-1001-scenarios.gpuplan", json.dumps(workspace(lambda w: w.update(scenarios=[{}] * 1001))), 2, "$.scenarios: holds 1001 scenarios; a workspace holds at most 1000")
add("w-duplicate-key.gpuplan", wtext.replace('"title": ', '"title": "first", "title": ', 1), 2, 'duplicate key "title" in $')
add("w-duplicate-key-in-scenario.gpuplan", wtext.replace('"task": "full_finetune",', '"task": "full_finetune", "task": "lora",', 1), 2,
    'duplicate key "task" in $.scenarios[0].scenario')
add("w-invalid-utf8.gpuplan", wtext.encode().replace(b"Example customer", b"Example \xfe\xff customer"), 2,
    "invalid string: ill-formed UTF-8 byte")
add("w-nul-in-title.gpuplan", wtext.encode().replace(b"Llama 3.1 8B fine-tune", b"Llama\x00", 1), 2,
    "control character U+0000 (NUL) must be escaped")
# Text length limits (issue 36, docs/workspace-format.md): 200 characters for names, 20,000 for notes.
add("w-long-title.gpuplan", wset("title", "t" * 100000), 2,
    "$.title: 100000 characters; a title, name or key holds at most 200")
add("w-long-notes.gpuplan", wset("notes", "n" * 200000), 2,
    "$.notes: 200000 characters; a note or other free text holds at most 20000")
add("w-long-scenario-name.gpuplan", wset("scenarios.0.name", "s" * 5000), 2,
    "$.scenarios[0].name: 5000 characters; a title, name or key holds at most 200")
add("w-layers-2pow32.gpuplan", wset("scenarios.0.scenario.model", {"custom": dict(CUSTOM, layers=4294967296)}), 2,
    '$.scenarios[0].scenario.model.custom.layers: is out of range: 4294967296 (at most 2147483647)')
add("w-gpu-count-2pow32.gpuplan", wset("what_if.gpu_count", 4294967296), 2,
    "$.what_if.gpu_count: 4294967296 is out of range (a whole number from 1 to 1,000,000)")
add("w-mfu-string.gpuplan", wset("what_if.mfu", "0.5"), 2, "$.what_if.mfu: expected a number or null, found string")
add("w-colour-html.gpuplan", wset("scenarios.0.colour", HTML), 2,
    '\u201c<img src="/dev/zero"><b>bold</b>\u201d is not a colour (expected #rrggbb)')
add("w-colour-escape.gpuplan", wset("scenarios.0.colour", "\u001b[2J"), 2, '\u201c\\x1B[2J\u201d is not a colour')
add("w-currency-sql.gpuplan", wset("currency", SQL), 2,
    "$.currency: \u201cx'); DROP TABLE gpus; --\u201d is not a known ISO 4217 currency code")
add("w-duplicate-id.gpuplan", wset("scenarios.1.id", WORKSPACE["scenarios"][0]["id"]), 2, "is used by an earlier scenario")
add("w-empty.gpuplan", "", 2, "is not valid JSON: parse error at line 1, column 1: syntax error while parsing value - unexpected end of input")
add("w-truncated.gpuplan", wtext[: len(wtext) // 3], 2, "is not valid JSON: parse error at line")
add("w-not-an-object.gpuplan", '"just a string"', 2, "$: expected a JSON object, found string")
add("w-scenarios-object.gpuplan", wset("scenarios", {}), 2, "$.scenarios: expected an array, found object")
add("w-gpu-step-key-number.gpuplan", wset("what_if.gpu_step_key", 7), 2, "$.what_if.gpu_step_key: expected a GPU key")
add("w-html-in-title.gpuplan", wset("title", HTML), 0, HTML)
add("w-sql-in-title.gpuplan", wset("title", SQL), 0, SQL)
add("w-html-in-customer.gpuplan", wset("customer", HTML), 0, HTML)
add("w-sql-in-notes.gpuplan", wset("notes", SQL), 0, SQL)
add("w-html-in-scenario-name.gpuplan", wset("scenarios.0.name", HTML), 0, HTML)
add("w-sql-in-scenario-notes.gpuplan", wset("scenarios.0.notes", SQL), 0, SQL)
add("w-sql-in-scenario-id.gpuplan", wset("scenarios.0.id", SQL), 0, SQL)
add("w-html-in-gpu-step-key.gpuplan", wset("what_if.gpu_step_key", HTML), 0, HTML)
add("w-html-in-gpu-key.gpuplan", wset("scenarios.0.scenario.hardware.gpu_key", HTML), 0, HTML)

# ---- catalog JSON (.catalog.json) ----------------------------------------------------------------
ctext = dump(model())
add("c-format-version-2pow32-plus-1.catalog.json", dump(dict(model(), format_version=4294967297)), 2,
    "format_version must be 1, got 4294967297")
add("c-future-format-version.catalog.json", dump(dict(model(), format_version=2)), 2, "format_version must be 1, got 2")
add("c-layers-2pow32.catalog.json", dump(model(layers=4294967296)), 2,
    'models[0] (key "bad-input-model"): layers must be at most 2147483647 (a 32-bit integer), got 4294967296')
add("c-gpus-per-instance-2pow32.catalog.json", dump(offer(gpus_per_instance=4294967296)), 2,
    'offers[0] (key "bad-input-offer"): gpus_per_instance must be at most 2147483647 (a 32-bit integer), got 4294967296')
add("c-hidden-size-uint64-max.catalog.json", dump(model(hidden_size=18446744073709551615)), 2,
    "hidden_size must be at most 2147483647 (a 32-bit integer)")
add("c-layers-fraction.catalog.json", dump(model(layers=1.5)), 2, "layers must be a whole number, got 1.5")
add("c-layers-string.catalog.json", dump(model(layers="24")), 2, 'layers must be a number, got "24"')
add("c-number-overflow.catalog.json", ctext.replace('"parameters": 340000000.0', '"parameters": 1e309'), 2,
    "not valid JSON (number overflow parsing '1e309'")
add("c-number-overflow-negative.catalog.json", dump(offer()).replace('"price": 1.08', '"price": -1e400'), 2,
    "number overflow parsing '-1e400'")
add("c-deep-arrays-60000.catalog.json", deep(60000), 2, "not valid JSON (nested deeper than 64 arrays/objects at line 1, column 65")
add("c-deep-in-notes.catalog.json", dump(model(notes=0)).replace('"notes": 0', '"notes": ' + deep(80)), 2,
    "nested deeper than 64 arrays/objects")
add("c-notes-array.catalog.json", dump(model(notes=list(range(1000)))), 2, "notes must be text, got an array of 1000 items")
add("c-duplicate-key.catalog.json", ctext.replace('"key": "bad-input-model",', '"key": "bad-input-model", "key": "other",'), 2,
    'duplicate key "key" in $.models[0]')
add("c-duplicate-table.catalog.json", ctext.replace('"format_version": 1,', '"format_version": 1, "models": [],'), 2,
    'duplicate key "models" in $')
add("c-invalid-utf8.catalog.json", ctext.encode().replace(b"BERT-large", b"BERT\xe2\x28\xa1large"), 2,
    "invalid string: ill-formed UTF-8 byte")
add("c-nul-in-name.catalog.json", ctext.encode().replace(b"BERT-large", b"BERT\x00large"), 2,
    "control character U+0000 (NUL) must be escaped")
add("c-long-notes.catalog.json", dump(model(notes="n" * 20000)), 0, "n" * 40)
add("c-long-unknown-field.catalog.json", dump(model(**{"f" * 100000: 1})), 2,
    'unknown field "ffffffffffffffffffffffffffffffffffffffff"...')
add("c-long-key.catalog.json", dump(model(key="k" * 50000)), 2, "key must be at most 200 characters, got 50000")
add("c-100001-rows.catalog.json", json.dumps({"format": "gpu-planner-catalog", "format_version": 1, "models": [{}] * 100001}, separators=(",", ":")), 2,
    "100001 rows; a catalog holds at most 100000")
add("c-not-an-object.catalog.json", "[]", 2, "the document must be a JSON object")
add("c-empty.catalog.json", "", 2, "not valid JSON (parse error at line 1, column 1: syntax error while parsing value - unexpected end of input")
add("c-rows-object.catalog.json", dump({"format": "gpu-planner-catalog", "models": {}}), 2, '"models" must be an array of records')
add("c-unknown-table-escape.catalog.json", dump({"format": "gpu-planner-catalog", "\u001b[31mgpus": []}), 2,
    'unknown table "\\x1B[31mgpus"')
add("c-wrong-format.catalog.json", dump(dict(model(), format="gpu-planner-workspace")), 2,
    'format must be "gpu-planner-catalog", got "gpu-planner-workspace"')
# SQL and HTML in every text field of a model and an offer: free text is stored and read back as written
# (SQL is bound), constrained text is refused naming the field.
refused = {
    "key": "key must be a lower-case slug",
    "ffn_kind": "ffn_kind must be one of",
    "as_of": "as_of must be a date as YYYY-MM-DD",
    "source_url": "source_url must be a URL",
    "provider_key": "is not in providers",
    "gpu_key": "is not in gpus",
    "tier": "tier must be one of",
    "currency": "is not in currencies",
    "unit": "unit must be one of",
}
for table, record in (("models", MODEL), ("offers", OFFER)):
    for field, value in record.items():
        if not isinstance(value, str) and value is not None:
            continue
        if field in ("experts", "active_experts"):   # numbers that happen to be null in the seed row
            continue
        for label, hostile in (("sql", SQL), ("html", HTML)):
            doc = model(**{field: hostile}) if table == "models" else offer(**{field: hostile})
            name = "c-%s-in-%s-%s.catalog.json" % (label, table, field.replace("_", "-"))
            if field in refused:
                add(name, dump(doc), 2, refused[field])
            else:
                add(name, dump(doc), 0, hostile)

with open(os.path.join(HERE, "cases.tsv"), "w", encoding="utf-8") as f:
    f.write("# FILE\tEXIT\tMESSAGE (written by generate.py; see its docstring)\n")
    for name, code, message in cases:
        f.write("%s\t%d\t%s\n" % (name, code, message))
print("%d cases" % len(cases))
