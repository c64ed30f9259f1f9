// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogSnapshotReader.h"

#include "CatalogDialect.h"
#include "CatalogSchema.h"
#include "CatalogSql.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <functional>
#include <unordered_map>

namespace catalog {
namespace {

// A row as CatalogStore::rows gives it.
struct MapRow {
    const QVariantMap& map;
    QVariant value(const char* name) const { return map.value(QLatin1String(name)); }
};

// The current row of a SELECT of a table's schema columns, each value normalised as CatalogStore::rows does.
class SqlRow {
public:
    SqlRow(const QSqlQuery& query, const TableDef& table) : m_query(query), m_table(table) {}
    QVariant value(const char* name) const
    {
        // Column names are string literals: their position is looked up once per literal.
        auto it = m_index.find(name);
        if (it == m_index.end()) {
            int index = -1;
            for (int i = 0; i < m_table.columns.size() && index < 0; ++i)
                if (m_table.columns[i].name == QLatin1String(name))
                    index = i;
            it = m_index.emplace(name, index).first;
        }
        return it->second < 0 ? QVariant() : normalized(m_table.columns[it->second], m_query.value(it->second));
    }

private:
    const QSqlQuery& m_query;
    const TableDef& m_table;
    mutable std::unordered_map<const char*, int> m_index;
};

template <class Row> std::string str(const Row& row, const char* name)
{
    return row.value(name).toString().toStdString();
}
// NULL (unknown / not supported) becomes 0, which CatalogSnapshot documents as "none".
template <class Row> double num(const Row& row, const char* name) { return row.value(name).toDouble(); }
template <class Row> int integer(const Row& row, const char* name)
{
    return static_cast<int>(row.value(name).toLongLong());
}

template <class Row> gp::SourceRef ref(const char* table, const Row& row, const char* keyColumn = "key")
{
    gp::SourceRef r;
    r.table = table;
    r.key = str(row, keyColumn);
    r.source = str(row, "source");
    const std::string url = str(row, "source_url");
    if (!url.empty())
        r.source += " (" + url + ")";
    r.asOf = str(row, "as_of");
    return r;
}

gp::PriceUnit unitOf(const QString& unit)
{
    if (unit == QLatin1String("month"))
        return gp::PriceUnit::Month;
    if (unit == QLatin1String("one_off"))
        return gp::PriceUnit::OneOff;
    return gp::PriceUnit::Hour;
}

// `forEach(table, fn)` calls fn(row) for each row of the table, in key order.
template <class ForEach> gp::CatalogSnapshot buildSnapshot(const ForEach& forEach)
{
    gp::CatalogSnapshot s;
    forEach("gpus", [&](const auto& r) {
        gp::GpuSpec g;
        g.key = str(r, "key");
        g.vendor = str(r, "vendor");
        g.name = str(r, "name");
        g.architecture = str(r, "architecture");
        g.memoryGb = num(r, "memory_gb");
        g.memoryBandwidthTBps = num(r, "memory_bandwidth_tbps");
        g.fp16DenseTflops = num(r, "fp16_dense_tflops");
        g.fp16SparseTflops = num(r, "fp16_sparse_tflops");
        g.fp8DenseTflops = num(r, "fp8_dense_tflops");
        g.fp32Tflops = num(r, "fp32_tflops");
        g.tdpW = num(r, "tdp_w");
        g.interconnect = str(r, "interconnect");
        g.interconnectGBps = num(r, "interconnect_gbps");
        g.pcieGen = integer(r, "pcie_gen");
        g.scaleOutLinkKey = str(r, "scale_out_link_key"); // schema v8; empty: the catalog's slowest network
        g.scaleOutReference = str(r, "scale_out_reference");
        g.scaleOutSourceUrl = str(r, "scale_out_source_url");
        g.launchYear = integer(r, "launch_year");
        g.ref = ref("gpus", r);
        s.gpus.push_back(std::move(g));
    });
    forEach("links", [&](const auto& r) {
        gp::LinkSpec l;
        l.key = str(r, "key");
        l.name = str(r, "name");
        l.category = str(r, "category");
        l.bandwidthGBpsPerDirection = num(r, "bandwidth_gbps_per_direction");
        l.latencyUs = num(r, "latency_us");
        l.efficiency = num(r, "efficiency"); // NULL -> 0: the engine uses its cited default
        l.ref = ref("links", r);
        s.links.push_back(std::move(l));
    });
    forEach("models", [&](const auto& r) {
        gp::ModelArchitecture m;
        m.key = str(r, "key");
        m.name = str(r, "name");
        m.parameters = num(r, "parameters");
        m.activeParameters = num(r, "active_parameters");
        m.layers = integer(r, "layers");
        m.hiddenSize = integer(r, "hidden_size");
        m.attentionHeads = integer(r, "attention_heads");
        m.kvHeads = integer(r, "kv_heads");
        m.headDim = integer(r, "head_dim");
        m.ffnSize = integer(r, "ffn_size");
        m.gatedFfn = r.value("ffn_kind").toString() == QLatin1String("gated");
        const QString embeddings = r.value("embeddings").toString();
        m.tiedEmbeddings = embeddings == QLatin1String("tied");
        m.tieRecorded = !embeddings.isEmpty();
        m.vocabSize = integer(r, "vocab_size");
        m.contextLength = integer(r, "context_length");
        m.experts = integer(r, "experts");
        m.activeExperts = integer(r, "active_experts");
        m.ref = ref("models", r);
        s.models.push_back(std::move(m));
    });
    forEach("providers", [&](const auto& r) {
        gp::ProviderSpec p;
        p.key = str(r, "key");
        p.name = str(r, "name");
        p.kind = str(r, "kind");
        p.slaPercent = num(r, "sla_percent"); // NULL -> 0: none published
        // NULL -> 0: no increment recorded, billed per started hour (schema v7)
        p.billing.incrementSeconds = integer(r, "billing_increment_seconds");
        if (!r.value("billing_minimum_seconds").isNull()) // NULL: none stated
            p.billing.minimumSeconds = integer(r, "billing_minimum_seconds");
        p.billingSourceUrl = str(r, "billing_source_url");
        p.billingAsOf = str(r, "billing_as_of");
        p.ref = ref("providers", r);
        s.providers.push_back(std::move(p));
    });
    std::unordered_map<std::string, const gp::ProviderSpec*> providers;
    for (const gp::ProviderSpec& p : s.providers)
        providers.emplace(p.key, &p);
    forEach("offers", [&](const auto& r) {
        gp::OfferSpec o;
        o.key = str(r, "key");
        o.providerKey = str(r, "provider_key");
        if (const auto it = providers.find(o.providerKey); it != providers.end()) {
            o.providerName = it->second->name;
            o.providerKind = it->second->kind;
        }
        o.gpuKey = str(r, "gpu_key");
        o.gpusPerInstance = integer(r, "gpus_per_instance");
        o.tier = str(r, "tier");
        o.price = num(r, "price");
        o.currency = str(r, "currency");
        o.unit = unitOf(r.value("unit").toString());
        o.region = str(r, "region");
        o.instanceType = str(r, "instance_type");
        o.includes = str(r, "includes");
        // Schema v9 flags (NULL: none).
        o.flags.restricted = r.value("eligibility").toString() == QLatin1String("restricted");
        o.flags.restrictedSource = str(r, "eligibility_source");
        o.flags.priceStatus = str(r, "price_status");
        o.flags.priceStatusSource = str(r, "price_status_source");
        o.flags.supersededBy = str(r, "superseded_by");
        o.flags.supersededSource = str(r, "superseded_source");
        o.ref = ref("offers", r);
        s.offers.push_back(std::move(o));
    });
    forEach("currencies", [&](const auto& r) {
        gp::CurrencyRate c;
        c.code = str(r, "code");
        c.unitsPerUsd = num(r, "units_per_usd");
        c.ref = ref("currencies", r, "code");
        s.currencies.push_back(std::move(c));
    });
    forEach("tco_defaults", [&](const auto& r) {
        gp::TcoParameter t;
        t.key = str(r, "key");
        t.category = str(r, "category");
        t.name = str(r, "name");
        t.value = num(r, "value");
        t.unit = str(r, "unit");
        t.region = str(r, "region");
        t.ref = ref("tco_defaults", r);
        s.tcoParameters.push_back(std::move(t));
    });
    forEach("processor_classes", [&](const auto& r) {
        gp::ProcessorClass p;
        p.key = str(r, "key");
        p.ordinal = integer(r, "ordinal");
        p.name = str(r, "name");
        p.parallelism = str(r, "parallelism");
        p.bestUse = str(r, "best_use");
        p.limitation = str(r, "limitation");
        p.trains = integer(r, "trains") != 0;
        p.ref = ref("processor_classes", r);
        s.processors.push_back(std::move(p));
    });
    std::stable_sort(s.processors.begin(), s.processors.end(),
                     [](const gp::ProcessorClass& a, const gp::ProcessorClass& b) { return a.ordinal < b.ordinal; });
    s.buildIndex();
    return s;
}

} // namespace

gp::CatalogSnapshot snapshotFromRows(const QMap<QString, QVector<QVariantMap>>& tables)
{
    return buildSnapshot([&tables](const char* table, const auto& fn) {
        for (const QVariantMap& r : tables.value(QLatin1String(table)))
            fn(MapRow{r});
    });
}

gp::CatalogSnapshot snapshotFromDatabase(QSqlDatabase& db, QString* error)
{
    QString problem;
    gp::CatalogSnapshot snapshot = buildSnapshot([&db, &problem](const char* name, const auto& fn) {
        const TableDef* table = catalogTable(QLatin1String(name));
        if (!table)
            return;
        QStringList columns;
        for (const ColumnDef& c : table->columns)
            columns << c.name;
        QSqlQuery q(db);
        q.setForwardOnly(true);
        // Names from the schema, never user text (as CatalogSql's selectRows builds its SELECT); keys in the
        // dialect's byte order, so a team catalog's snapshot lists rows as a file's does.
        if (!q.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                        .arg(columns.join(QStringLiteral(", ")), table->name, orderByKey(db, table->keyColumn)))) {
            // Never an empty table in silence: an estimate would then run on no offers and succeed.
            if (problem.isEmpty())
                problem = QStringLiteral("the catalog table %1 cannot be read (%2)")
                              .arg(table->name, databaseMessage(q.lastError()));
            return;
        }
        const SqlRow row(q, *table);
        while (q.next())
            fn(row);
        if (q.lastError().isValid() && problem.isEmpty())
            problem = QStringLiteral("the catalog table %1 could not be read to the end (%2)")
                          .arg(table->name, databaseMessage(q.lastError()));
    });
    if (error)
        *error = problem;
    return snapshot;
}

} // namespace catalog
