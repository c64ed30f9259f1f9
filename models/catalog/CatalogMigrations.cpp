// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogMigrations.h"

#include "CatalogDialect.h"

#include <QSqlError>
#include <QSqlQuery>

namespace catalog {

// v1 (first release): one table per catalog table of docs/catalog-format.md; every row carries its
// provenance (source, source_url, as_of, notes). Frozen: later changes are new steps.
static QStringList version1()
{
    return {
        "CREATE TABLE gpus (key TEXT PRIMARY KEY NOT NULL, vendor TEXT NOT NULL, name TEXT NOT NULL, variant TEXT, "
        "architecture TEXT, memory_gb REAL NOT NULL, memory_type TEXT, memory_bandwidth_tbps REAL NOT NULL, "
        "fp16_dense_tflops REAL NOT NULL, fp16_sparse_tflops REAL, fp8_dense_tflops REAL, fp8_sparse_tflops REAL, "
        "fp4_dense_tflops REAL, fp32_tflops REAL, tdp_w REAL, interconnect TEXT, interconnect_gbps REAL, "
        "pcie_gen INTEGER, form_factor TEXT, launch_year INTEGER NOT NULL, verification TEXT NOT NULL, "
        "source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
        "CREATE TABLE links (key TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, category TEXT NOT NULL, "
        "generation TEXT, bandwidth_gbps_per_direction REAL NOT NULL, bandwidth_gbps_bidir REAL NOT NULL, "
        "latency_us REAL, efficiency REAL, source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
        "CREATE TABLE providers (key TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, country TEXT, "
        "region TEXT, sla_percent REAL, source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
        "CREATE TABLE currencies (code TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, units_per_usd REAL NOT NULL, "
        "source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
        "CREATE TABLE models (key TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, family TEXT, parameters REAL NOT "
        "NULL, "
        "active_parameters REAL NOT NULL, layers INTEGER NOT NULL, hidden_size INTEGER NOT NULL, "
        "attention_heads INTEGER NOT NULL, kv_heads INTEGER NOT NULL, head_dim INTEGER NOT NULL, "
        "ffn_size INTEGER NOT NULL, vocab_size INTEGER NOT NULL, context_length INTEGER NOT NULL, "
        "ffn_kind TEXT NOT NULL, experts INTEGER, active_experts INTEGER, "
        "source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
        "CREATE TABLE tco_defaults (key TEXT PRIMARY KEY NOT NULL, category TEXT NOT NULL, name TEXT NOT NULL, "
        "value REAL NOT NULL, unit TEXT, low REAL, high REAL, region TEXT, "
        "source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
        "CREATE TABLE offers (key TEXT PRIMARY KEY NOT NULL, provider_key TEXT NOT NULL, gpu_key TEXT NOT NULL, "
        "gpus_per_instance INTEGER NOT NULL, tier TEXT NOT NULL, price REAL NOT NULL, currency TEXT NOT NULL, "
        "unit TEXT NOT NULL, region TEXT, instance_type TEXT, includes TEXT, "
        "source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
    };
}

// v2: what merging a newer shipped catalog needs. user_edits records every key the user edited,
// added or deleted (a tombstone), so a merge neither overwrites an edit nor resurrects a deletion;
// catalog_meta remembers which shipped catalog was last merged, so unchanged ones are skipped.
static QStringList version2()
{
    return {
        "CREATE TABLE user_edits (table_name TEXT NOT NULL, row_key TEXT NOT NULL, "
        "action TEXT NOT NULL CHECK (action IN ('edited', 'deleted')), changed_at TEXT NOT NULL, "
        "PRIMARY KEY (table_name, row_key))",
        "CREATE TABLE catalog_meta (name TEXT PRIMARY KEY NOT NULL, value TEXT)",
    };
}

// v3: offers are looked up by GPU and by provider on every comparison; index both.
static QStringList version3()
{
    return {
        "CREATE INDEX offers_by_gpu ON offers (gpu_key)",
        "CREATE INDEX offers_by_provider ON offers (provider_key)",
    };
}

// v4: the platform checklist (issue 13). The article's questions and seven criteria become rows a team
// can extend with its own; platform_facts holds one sourced fact per row (provider, optionally one
// offer), so every fact carries its own source and as-of date and a missing row means "unknown".
static QStringList version4()
{
    return {
        "CREATE TABLE checklist_criteria (key TEXT PRIMARY KEY NOT NULL, ordinal INTEGER NOT NULL, name TEXT NOT NULL, "
        "explanation TEXT NOT NULL, measure TEXT, source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes "
        "TEXT)",
        "CREATE TABLE checklist_questions (key TEXT PRIMARY KEY NOT NULL, ordinal INTEGER NOT NULL, question TEXT NOT "
        "NULL, "
        "explanation TEXT NOT NULL, criterion_key TEXT, answered_by TEXT, applies_when TEXT NOT NULL, "
        "source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
        "CREATE TABLE platform_facts (key TEXT PRIMARY KEY NOT NULL, provider_key TEXT NOT NULL, offer_key TEXT, "
        "fact TEXT NOT NULL, value_text TEXT, value_number REAL, unit TEXT, "
        "source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
        "CREATE INDEX platform_facts_by_provider ON platform_facts (provider_key)",
    };
}

// v5: the article's processor comparison (issue 11: "why a GPU and not a CPU, TPU or NPU"), kept as
// sourced rows so the wizard's answer quotes the catalog, not text compiled into the program.
static QStringList version5()
{
    return {
        "CREATE TABLE processor_classes (key TEXT PRIMARY KEY NOT NULL, ordinal INTEGER NOT NULL, name TEXT NOT NULL, "
        "parallelism TEXT NOT NULL, best_use TEXT NOT NULL, limitation TEXT NOT NULL, trains INTEGER NOT NULL, "
        "source TEXT NOT NULL, source_url TEXT, as_of TEXT NOT NULL, notes TEXT)",
    };
}

// v6: whether a model's LM head is its input embedding (config.json tie_word_embeddings; issue 8). A sequence-
// classification head keeps a tied V x h matrix as the embedding and drops an untied LM head, so the count moves
// by V h either way. Nullable: a row that does not record it (an older user copy, a model card that does not say)
// counts as untied, and the engine says so.
static QStringList version6()
{
    return {
        "ALTER TABLE models ADD COLUMN embeddings TEXT",
    };
}

// v7: how each provider bills an hourly price (issue 8: "each offer's billing unit (per second, hour or month; a
// minimum term) is honoured"): the increment and the minimum per instance, with the billing page they come from.
// Nullable: a provider whose billing page was not found is billed per started hour, the coarsest rule.
static QStringList version7()
{
    return {
        "ALTER TABLE providers ADD COLUMN billing_increment_seconds INTEGER",
        "ALTER TABLE providers ADD COLUMN billing_minimum_seconds INTEGER",
        "ALTER TABLE providers ADD COLUMN billing_source_url TEXT",
        "ALTER TABLE providers ADD COLUMN billing_as_of TEXT",
    };
}

// v8: each GPU's reference scale-out network (issue 8: a multi-node plan that names no network gets "the catalog
// default for that GPU, and says which"): the link of the vendor's reference system with the page it comes from.
// Nullable: a GPU without a reference system found keeps the catalog's one default.
static QStringList version8()
{
    return {
        "ALTER TABLE gpus ADD COLUMN scale_out_link_key TEXT",
        "ALTER TABLE gpus ADD COLUMN scale_out_reference TEXT",
        "ALTER TABLE gpus ADD COLUMN scale_out_source_url TEXT",
    };
}

// v9: offer flags (issue 31: "catalog rows carry structured flags, not only free-text notes"): restricted
// eligibility, a disputed or unverified price, a price superseded by a newer row of the same offer, each with its
// source. Nullable: a row without them is an offer anyone can buy at a price as published.
static QStringList version9()
{
    return {
        "ALTER TABLE offers ADD COLUMN eligibility TEXT",   "ALTER TABLE offers ADD COLUMN eligibility_source TEXT",
        "ALTER TABLE offers ADD COLUMN price_status TEXT",  "ALTER TABLE offers ADD COLUMN price_status_source TEXT",
        "ALTER TABLE offers ADD COLUMN superseded_by TEXT", "ALTER TABLE offers ADD COLUMN superseded_source TEXT",
    };
}

// v10: prices that stay true (issue 33). contract_prices holds the user's negotiated prices: a discount per
// provider and tier (kind 'discount') or a price per offer (kind 'price'), each with the contract's name and date;
// the key is "discount:PROVIDER:TIER" or "price:OFFER" (catalog::ContractPrices), so one of each at most. They live
// in the user's catalog only: the shipped catalog's table stays empty, and the merge of a newer shipped catalog
// copies catalog tables alone. price_history keeps an offer's earlier prices when an import or an edit changes
// one (kind 'list', 'contracted' or 'discount'), with the dates it was valid from and to and its source; no key:
// the same price may come back later, and rows are only ever appended.
static QStringList version10()
{
    return {
        "CREATE TABLE contract_prices (key TEXT PRIMARY KEY NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('discount', "
        "'price')), provider_key TEXT, tier TEXT, offer_key TEXT, discount_percent REAL, price REAL, currency TEXT, "
        "source TEXT NOT NULL, as_of TEXT NOT NULL, notes TEXT, edited_at TEXT NOT NULL)",
        "CREATE TABLE price_history (offer_key TEXT NOT NULL, kind TEXT NOT NULL, price REAL, currency TEXT, unit "
        "TEXT, "
        "discount_percent REAL, valid_from TEXT, valid_to TEXT NOT NULL, source TEXT, recorded_at TEXT NOT NULL)",
        "CREATE INDEX price_history_by_offer ON price_history (offer_key)",
    };
}

const QVector<MigrationStep>& migrationSteps()
{
    static const QVector<MigrationStep> steps{
        {1, QStringLiteral("catalog tables"), version1()},
        {2, QStringLiteral("user edit tombstones and catalog metadata"), version2()},
        {3, QStringLiteral("offer indexes"), version3()},
        {4, QStringLiteral("checklist questions, criteria and platform facts"), version4()},
        {5, QStringLiteral("processor classes (CPU, GPU, TPU, NPU)"), version5()},
        {6, QStringLiteral("models' embeddings (tied or untied LM head)"), version6()},
        {7, QStringLiteral("providers' billing increment and minimum"), version7()},
        {8, QStringLiteral("GPUs' reference scale-out network"), version8()},
        {9, QStringLiteral("offers' eligibility, price status and superseding row"), version9()},
        {10, QStringLiteral("contracted prices and price history"), version10()},
    };
    return steps;
}

const QVector<AddedColumn>& addedColumns()
{
    static const QVector<AddedColumn> columns{
        {QStringLiteral("models"), QStringLiteral("embeddings"), 6},
        {QStringLiteral("providers"), QStringLiteral("billing_increment_seconds"), 7},
        {QStringLiteral("providers"), QStringLiteral("billing_minimum_seconds"), 7},
        {QStringLiteral("providers"), QStringLiteral("billing_source_url"), 7},
        {QStringLiteral("providers"), QStringLiteral("billing_as_of"), 7},
        {QStringLiteral("gpus"), QStringLiteral("scale_out_link_key"), 8},
        {QStringLiteral("gpus"), QStringLiteral("scale_out_reference"), 8},
        {QStringLiteral("gpus"), QStringLiteral("scale_out_source_url"), 8},
        {QStringLiteral("offers"), QStringLiteral("eligibility"), 9},
        {QStringLiteral("offers"), QStringLiteral("eligibility_source"), 9},
        {QStringLiteral("offers"), QStringLiteral("price_status"), 9},
        {QStringLiteral("offers"), QStringLiteral("price_status_source"), 9},
        {QStringLiteral("offers"), QStringLiteral("superseded_by"), 9},
        {QStringLiteral("offers"), QStringLiteral("superseded_source"), 9},
    };
    return columns;
}

int latestSchemaVersion() { return migrationSteps().back().toVersion; }

QStringList bookkeepingTables() { return {QStringLiteral("user_edits"), QStringLiteral("catalog_meta")}; }

QStringList pricingTables() { return {QStringLiteral("contract_prices"), QStringLiteral("price_history")}; }

int tableIntroducedIn(const QString& table)
{
    static const QStringList v4{QStringLiteral("checklist_criteria"), QStringLiteral("checklist_questions"),
                                QStringLiteral("platform_facts")};
    if (table == QLatin1String("processor_classes"))
        return 5;
    if (pricingTables().contains(table))
        return 10;
    return v4.contains(table) ? 4 : 1;
}

int schemaVersion(QSqlDatabase& db) { return readSchemaVersion(db); }

bool createLatestSchema(QSqlDatabase& db, QString* error)
{
    QSqlQuery q(db);
    for (const MigrationStep& step : migrationSteps()) {
        for (const QString& sql : step.statements) {
            if (!q.exec(translateDdl(backendOf(db), sql))) {
                if (error)
                    *error = QStringLiteral("creating the schema (version %1, %2) failed: %3")
                                 .arg(step.toVersion)
                                 .arg(step.description, q.lastError().text());
                return false;
            }
        }
    }
    return writeSchemaVersion(db, latestSchemaVersion(), error);
}

bool migrateDatabase(QSqlDatabase& db, QString* error, int targetVersion)
{
    if (targetVersion < 0)
        targetVersion = latestSchemaVersion();
    const int from = schemaVersion(db);
    if (from < 0) {
        if (error)
            *error = QStringLiteral("the schema version cannot be read (%1)").arg(db.lastError().text());
        return false;
    }
    if (from > targetVersion) {
        if (error)
            *error = QStringLiteral("its schema version %1 is newer than this program supports (%2)")
                         .arg(from)
                         .arg(targetVersion);
        return false;
    }
    for (const MigrationStep& step : migrationSteps()) {
        if (step.toVersion <= from || step.toVersion > targetVersion)
            continue;
        if (!db.transaction()) {
            if (error)
                *error = QStringLiteral("cannot start migration to version %1: %2")
                             .arg(step.toVersion)
                             .arg(db.lastError().text());
            return false;
        }
        QSqlQuery q(db);
        for (const QString& sql : step.statements) {
            if (!q.exec(translateDdl(backendOf(db), sql))) {
                const QString why = q.lastError().text();
                db.rollback();
                if (error)
                    *error = QStringLiteral("migration to version %1 (%2) failed: %3")
                                 .arg(step.toVersion)
                                 .arg(step.description, why);
                return false;
            }
        }
        QString why;
        if (!writeSchemaVersion(db, step.toVersion, &why) || !db.commit()) {
            if (why.isEmpty())
                why = db.lastError().text();
            db.rollback();
            if (error)
                *error = QStringLiteral("migration to version %1 failed: %2").arg(step.toVersion).arg(why);
            return false;
        }
    }
    return true;
}

} // namespace catalog
