// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogSchema.h"

#include "CatalogChecklistTables.h"
#include "json/BoundedJson.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <utility>

// The single description of the catalog (docs/catalog-format.md). The SQL tables, the JSON import,
// the browser's headers and the editors' validation all read this list, so a field is described once.
namespace catalog {
namespace {

ColumnDef keyColumn(const QString& name, const QString& label, const QString& tooltip)
{
    return {.name = name, .label = label, .type = ColumnType::Text, .required = true, .tooltip = tooltip};
}

ColumnDef text(const QString& name, const QString& label, bool required, const QString& tooltip,
               const QStringList& choices = {}, const QString& foreignTable = {})
{
    return {.name = name,
            .label = label,
            .type = ColumnType::Text,
            .required = required,
            .choices = choices,
            .foreignTable = foreignTable,
            .tooltip = tooltip};
}

// A number > 0 (the common case: capacities, bandwidths, prices).
ColumnDef positive(const QString& name, const QString& label, const QString& unit, bool required,
                   const QString& tooltip, ColumnType type = ColumnType::Real)
{
    return {.name = name,
            .label = label,
            .unit = unit,
            .type = type,
            .required = required,
            .minimum = 0.0,
            .minimumExclusive = true,
            .tooltip = tooltip};
}

ColumnDef ranged(const QString& name, const QString& label, const QString& unit, ColumnType type, bool required,
                 std::optional<double> minimum, bool minimumExclusive, std::optional<double> maximum,
                 const QString& tooltip)
{
    return {.name = name,
            .label = label,
            .unit = unit,
            .type = type,
            .required = required,
            .minimum = minimum,
            .minimumExclusive = minimumExclusive,
            .maximum = maximum,
            .tooltip = tooltip};
}

// Every row of every table says where it came from (docs/catalog-format.md, "provenance fields").
void addProvenance(QVector<ColumnDef>& columns)
{
    columns.append({.name = "source",
                    .label = "Source",
                    .type = ColumnType::Text,
                    .required = true,
                    .tooltip = "Document the figures come from (datasheet, price page, paper)",
                    .provenance = true});
    columns.append({.name = "source_url",
                    .label = "Source URL",
                    .type = ColumnType::Url,
                    .tooltip = "Where the source can be read, if online",
                    .provenance = true});
    columns.append({.name = "as_of",
                    .label = "As of",
                    .type = ColumnType::Date,
                    .required = true,
                    .tooltip = "Date the figures were published or collected (YYYY-MM-DD, YYYY-MM or YYYY)",
                    .provenance = true});
    columns.append({.name = "notes",
                    .label = "Notes",
                    .type = ColumnType::Text,
                    .tooltip = "Caveats: how a figure was derived, what it excludes",
                    .provenance = true});
}

TableDef gpus()
{
    TableDef t{.name = "gpus", .label = "GPUs", .keyColumn = "key"};
    t.columns = {
        keyColumn("key", "Key", "Stable identifier, e.g. nvidia-h100-sxm"),
        text("vendor", "Vendor", true, "Manufacturer, e.g. NVIDIA, AMD"),
        text("name", "Name", true, "What users call it, e.g. H100 SXM 80GB"),
        text("variant", "Variant", false, "Board or form variant the figures belong to"),
        text("architecture", "Architecture", false, "Chip generation, e.g. Hopper, CDNA 3"),
        positive("memory_gb", "Memory", "GB", true, "Memory capacity on the label, decimal GB"),
        text("memory_type", "Memory type", false, "e.g. HBM3, HBM3e, GDDR6"),
        positive("memory_bandwidth_tbps", "Memory bandwidth", "TB/s", true, "Peak memory bandwidth"),
        positive("fp16_dense_tflops", "FP16/BF16 dense", "TFLOPS", true,
                 "BF16/FP16 tensor throughput without 2:4 sparsity"),
        positive("fp16_sparse_tflops", "FP16/BF16 sparse", "TFLOPS", false,
                 "Vendor headline with 2:4 sparsity; empty when none is printed"),
        positive("fp8_dense_tflops", "FP8 dense", "TFLOPS", false, "FP8 tensor, dense; empty = not supported"),
        positive("fp8_sparse_tflops", "FP8 sparse", "TFLOPS", false, "FP8 tensor with sparsity; empty = not supported"),
        positive("fp4_dense_tflops", "FP4 dense", "TFLOPS", false, "FP4 tensor, dense; empty = not supported"),
        positive("fp32_tflops", "FP32", "TFLOPS", false, "Non-tensor FP32 throughput"),
        positive("tdp_w", "TDP", "W", false, "Board power"),
        text("interconnect", "Interconnect", false, "e.g. NVLink 4, PCIe, Infinity Fabric"),
        positive("interconnect_gbps", "Interconnect bandwidth", "GB/s", false,
                 "Per GPU, bidirectional, as the vendor states it"),
        ranged("pcie_gen", "PCIe generation", "", ColumnType::Integer, false, 1.0, false, 7.0,
               "Host PCIe generation (4, 5, 6)"),
        text("form_factor", "Form factor", false, "e.g. SXM5, PCIe, OAM"),
        text("scale_out_link_key", "Reference network", false,
             "The scale-out link per GPU of the vendor's reference system (DGX and the like): the network the "
             "searches and the what-if take past one node when a plan names none; empty when no reference system "
             "was found (the catalog's slowest network is taken)",
             {}, "links"),
        text("scale_out_reference", "Reference system", false,
             "The reference system and its NICs, as its datasheet or user guide states them"),
        {.name = "scale_out_source_url",
         .label = "Reference source",
         .type = ColumnType::Url,
         .tooltip = "The vendor page the reference network comes from"},
        ranged("launch_year", "Launch year", "", ColumnType::Integer, true, 1990.0, false, 2100.0,
               "Year the GPU was launched"),
        text("verification", "Verification", true, "How well the figures were checked against the source",
             {"verified", "partial", "derived", "secondary", "unverified_recall"}),
    };
    addProvenance(t.columns);
    return t;
}

TableDef links()
{
    TableDef t{.name = "links", .label = "Interconnects", .keyColumn = "key"};
    t.columns = {
        keyColumn("key", "Key", "Stable identifier, e.g. nvlink4, ib-ndr"),
        text("name", "Name", true, "e.g. NVLink 4 (H100/H200)"),
        text("category", "Category", true, "Scale-up (inside a node), host, scale-out (between nodes) or storage",
             {"scale-up", "host", "scale-out", "storage"}),
        text("generation", "Generation", false, "e.g. NDR, Gen5"),
        positive("bandwidth_gbps_per_direction", "Bandwidth per direction", "GB/s", true,
                 "Per GPU (scale-up) or per port (scale-out), one direction"),
        positive("bandwidth_gbps_bidir", "Bandwidth bidirectional", "GB/s", true, "Both directions added"),
        positive("latency_us", "Latency", "µs", false, "Typical one-hop latency (alpha in the alpha-beta model)"),
        ranged("efficiency", "Efficiency", "", ColumnType::Real, false, 0.0, true, 1.0,
               "Achievable fraction of bandwidth for collectives, in (0, 1]"),
    };
    addProvenance(t.columns);
    return t;
}

TableDef providers()
{
    TableDef t{.name = "providers", .label = "Providers", .keyColumn = "key"};
    t.columns = {
        keyColumn("key", "Key", "Stable identifier, e.g. aws"),
        text("name", "Name", true, "Provider name"),
        text("kind", "Kind", true, "Kind of provider",
             {"hyperscaler", "gpu_cloud", "managed", "dedicated", "marketplace", "own_hardware"}),
        text("country", "Country", false, "Country of the provider's headquarters or billing"),
        text("region", "Region", false, "Main region the offers are in"),
        ranged("sla_percent", "SLA", "%", ColumnType::Real, false, 0.0, true, 100.0,
               "Published availability commitment; empty when none is published"),
        ranged("billing_increment_seconds", "Billing increment", "s", ColumnType::Integer, false, 1.0, false, 3600.0,
               "How finely an hourly price is billed: 1 = per second, 60 = per minute, 3600 = per started hour; "
               "empty when the provider's billing page was not found (billed per started hour)"),
        ranged("billing_minimum_seconds", "Minimum billed", "s", ColumnType::Integer, false, 0.0, false, 86400.0,
               "The least billed per instance started, e.g. 60 for a one-minute minimum; empty when none is stated"),
        {.name = "billing_source_url",
         .label = "Billing source",
         .type = ColumnType::Url,
         .tooltip = "The provider's own page the billing increment and minimum come from"},
        {.name = "billing_as_of",
         .label = "Billing as of",
         .type = ColumnType::Date,
         .tooltip = "The billing page's date, or the date it was read when the page has none"},
    };
    addProvenance(t.columns);
    return t;
}

TableDef offers()
{
    TableDef t{.name = "offers", .label = "Offers", .keyColumn = "key"};
    t.columns = {
        keyColumn("key", "Key", "Stable identifier, e.g. aws-p5-48xlarge-on-demand-us-east-1"),
        text("provider_key", "Provider", true, "Provider selling the offer", {}, "providers"),
        text("gpu_key", "GPU", true, "GPU in the instance", {}, "gpus"),
        ranged("gpus_per_instance", "GPUs per instance", "", ColumnType::Integer, true, 1.0, false, std::nullopt,
               "Number of GPUs the price buys"),
        text("tier", "Tier", true, "Pricing tier",
             {"on_demand", "spot", "community", "marketplace", "reserved_1y", "reserved_3y", "dedicated_monthly",
              "managed_monthly", "purchase"}),
        positive("price", "Price", "", true, "For the whole instance (all its GPUs), per unit, in the currency"),
        text("currency", "Currency", true, "ISO code of the price", {}, "currencies"),
        text("unit", "Unit", true, "What the price is per", {"hour", "month", "one_off"}),
        text("region", "Region", false, "Region or data centre of the offer"),
        text("instance_type", "Instance type", false, "Provider's name for the instance"),
        text("includes", "Includes", false, "What the price covers, e.g. full instance or GPU only"),
        // Schema v9 (issue 31): flags a buyer needs before trusting the price. Each flag carries its own source;
        // a flagged offer is never a headline or a recommendation unless the user opts in (OfferTerms.h).
        text("eligibility", "Eligibility", false,
             "restricted: only eligible users can buy at this price (a government portal, an academic or a startup "
             "programme); empty: anyone can",
             {"restricted"}),
        text("eligibility_source", "Eligibility source", false,
             "Where the restriction is stated (a note and URL); required when eligibility is set"),
        text("price_status", "Price status", false,
             "disputed: another source gives a different price for this offer; unverified: the source itself is "
             "doubtful; empty: the price is as published",
             {"disputed", "unverified"}),
        text("price_status_source", "Price status source", false,
             "The conflicting source or the doubt, with its URL; required when price status is set"),
        text("superseded_by", "Superseded by", false,
             "Key of a newer row of the same offer (same provider, GPU, instance and tier) whose price replaces this "
             "one",
             {}, "offers"),
        text("superseded_source", "Superseded source", false,
             "Why the newer row replaces this one (its date and source); required when superseded by is set"),
    };
    addProvenance(t.columns);
    return t;
}

TableDef models()
{
    auto count = [](const QString& name, const QString& label, const QString& tooltip, bool required = true) {
        return positive(name, label, "", required, tooltip, ColumnType::Integer);
    };
    TableDef t{.name = "models", .label = "Models", .keyColumn = "key"};
    t.columns = {
        keyColumn("key", "Key", "Stable identifier, e.g. llama-3.1-8b"),
        text("name", "Name", true, "e.g. Llama 3.1 8B"),
        text("family", "Family", false, "e.g. Llama 3"),
        positive("parameters", "Parameters", "", true, "Total parameters (all experts), e.g. 8.03e9"),
        positive("active_parameters", "Active parameters", "", true,
                 "Parameters used per token; equals parameters for dense models"),
        count("layers", "Layers", "Transformer blocks (num_hidden_layers)"),
        count("hidden_size", "Hidden size", "Model width (hidden_size)"),
        count("attention_heads", "Attention heads", "Query heads (num_attention_heads)"),
        count("kv_heads", "KV heads", "Key/value heads (num_key_value_heads); fewer than heads with GQA"),
        count("head_dim", "Head dimension", "Per-head width, as the model's config states it"),
        count("ffn_size", "FFN size", "Intermediate size of one MLP (one expert for MoE)"),
        count("vocab_size", "Vocabulary", "Tokens in the vocabulary"),
        count("context_length", "Context length", "Maximum positions", true),
        text("ffn_kind", "FFN kind", true, "gated: SwiGLU/GeGLU, 3 matrices; standard: 2 matrices",
             {"gated", "standard"}),
        text("embeddings", "Embeddings", false,
             "tied: the LM head is the input embedding matrix (config.json tie_word_embeddings true); untied: its "
             "own V x h matrix; empty: not recorded, counted as untied",
             {"tied", "untied"}),
        count("experts", "Experts", "Routed experts per MoE layer; empty for dense models", false),
        count("active_experts", "Active experts", "Experts used per token; empty for dense models", false),
    };
    addProvenance(t.columns);
    return t;
}

TableDef currencies()
{
    TableDef t{.name = "currencies", .label = "Currencies", .keyColumn = "code"};
    t.columns = {
        keyColumn("code", "Code", "ISO 4217 code, e.g. USD, INR"),
        text("name", "Name", true, "e.g. Indian rupee"),
        positive("units_per_usd", "Units per USD", "", true, "1 USD = this many units of the currency"),
    };
    addProvenance(t.columns);
    return t;
}

TableDef tcoDefaults()
{
    TableDef t{.name = "tco_defaults", .label = "TCO defaults", .keyColumn = "key"};
    t.columns = {
        keyColumn("key", "Key", "Stable identifier, e.g. pue-industry-average"),
        text("category", "Category", true, "e.g. facility, power, staff"),
        text("name", "Name", true, "What the parameter is"),
        ranged("value", "Value", "", ColumnType::Real, true, std::nullopt, false, std::nullopt, "Typical value"),
        text("unit", "Unit", false, "Unit of value, low and high"),
        ranged("low", "Low", "", ColumnType::Real, false, std::nullopt, false, std::nullopt, "Low end of the range"),
        ranged("high", "High", "", ColumnType::Real, false, std::nullopt, false, std::nullopt, "High end of the range"),
        text("region", "Region", false, "Where the figure applies"),
    };
    addProvenance(t.columns);
    return t;
}

// The article's "CPU vs. GPU vs. TPU vs. NPU" table, one row per processor class.
TableDef processorClasses()
{
    TableDef t{.name = "processor_classes", .label = "Processor classes", .keyColumn = "key"};
    t.columns = {
        keyColumn("key", "Key", "Stable identifier: cpu, gpu, tpu, npu"),
        ranged("ordinal", "Order", "", ColumnType::Integer, true, 1.0, false, std::nullopt,
               "Position in the comparison (1 = first)"),
        text("name", "Name", true, "Processor class as the comparison names it"),
        text("parallelism", "Parallelism", true, "How much parallel arithmetic it offers"),
        text("best_use", "Best AI use", true, "What it is best used for"),
        text("limitation", "Primary limitation", true, "Why it is not the answer for every workload"),
        ranged("trains", "Suits training", "", ColumnType::Integer, true, 0.0, false, 1.0,
               "1 = the class is used for training and fine-tuning, 0 = not suited to training"),
    };
    addProvenance(t.columns);
    return t;
}

QString shown(const QVariant& value)
{
    // A few dozen characters at most, control characters made visible (gp::jsonio::quote).
    if (value.typeId() == QMetaType::QString)
        return QString::fromStdString(gp::jsonio::quote(value.toString().toStdString()));
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float)
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    return value.toString();
}

bool isNullValue(const QVariant& value)
{
    return !value.isValid() || value.isNull() ||
           (value.typeId() == QMetaType::QString && value.toString().trimmed().isEmpty());
}

bool isNumeric(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::Short:
    case QMetaType::UShort:
        return true;
    default:
        return false;
    }
}

// Editors hand numbers over as text; accept "80" or "80.5" typed in a cell, refuse "80 GB".
std::optional<double> numberOf(const QVariant& value)
{
    if (isNumeric(value))
        return value.toDouble();
    if (value.typeId() == QMetaType::QString) {
        bool ok = false;
        const double d = value.toString().trimmed().toDouble(&ok);
        if (ok)
            return d;
    }
    return std::nullopt;
}

QString checkRange(const ColumnDef& column, double v, const QVariant& value)
{
    if (column.minimum) {
        const double lo = *column.minimum;
        if (column.minimumExclusive && !(v > lo))
            return QStringLiteral("%1 must be greater than %2, got %3").arg(column.name).arg(lo).arg(shown(value));
        if (!column.minimumExclusive && v < lo)
            return QStringLiteral("%1 must be at least %2, got %3").arg(column.name).arg(lo).arg(shown(value));
    }
    if (column.maximum && v > *column.maximum)
        return QStringLiteral("%1 must be at most %2, got %3").arg(column.name).arg(*column.maximum).arg(shown(value));
    return {};
}

} // namespace

const ColumnDef* TableDef::column(const QString& n) const
{
    for (const auto& c : columns)
        if (c.name == n)
            return &c;
    return nullptr;
}

int TableDef::columnIndex(const QString& n) const
{
    for (int i = 0; i < columns.size(); ++i)
        if (columns[i].name == n)
            return i;
    return -1;
}

// Order matters: a table comes after the tables its foreign keys point to, so inserting in this
// order never meets a dangling reference.
const QVector<TableDef>& catalogTables()
{
    static const QVector<TableDef> tables{gpus(),
                                          links(),
                                          providers(),
                                          currencies(),
                                          models(),
                                          tcoDefaults(),
                                          offers(),
                                          checklistCriteriaTable(),
                                          checklistQuestionsTable(),
                                          platformFactsTable(),
                                          processorClasses()};
    return tables;
}

const TableDef* catalogTable(const QString& name)
{
    for (const auto& t : catalogTables())
        if (t.name == name)
            return &t;
    return nullptr;
}

QString validateValue(const ColumnDef& column, const QVariant& value)
{
    if (isNullValue(value)) {
        if (column.required)
            return QStringLiteral("%1 is required").arg(column.name);
        return {};
    }
    switch (column.type) {
    case ColumnType::Integer:
    case ColumnType::Real: {
        const auto number = numberOf(value);
        if (!number)
            return QStringLiteral("%1 must be a number, got %2").arg(column.name, shown(value));
        const double v = *number;
        if (!std::isfinite(v))
            return QStringLiteral("%1 must be a finite number, got %2").arg(column.name, shown(value));
        if (column.type == ColumnType::Integer && v != std::floor(v))
            return QStringLiteral("%1 must be a whole number, got %2").arg(column.name, shown(value));
        // The engine holds catalog integers as int: a wider value is refused here, where the field can be
        // named, rather than wrapped later (layers 4294967296 used to read as 0). Compared as a 64-bit
        // integer when it is one, so 2147483648 is not rounded into range.
        if (QString problem = checkRange(column, v, value); !problem.isEmpty())
            return problem;
        if (column.type == ColumnType::Integer) {
            const bool wide = value.typeId() == QMetaType::LongLong
                                  ? value.toLongLong() > 2147483647LL || value.toLongLong() < -2147483648LL
                                  : v > 2147483647.0 || v < -2147483648.0;
            if (wide)
                return QStringLiteral("%1 must be at most 2147483647 (a 32-bit integer), got %2")
                    .arg(column.name, shown(value));
        }
        return {};
    }
    case ColumnType::Text:
    case ColumnType::Date:
    case ColumnType::Url:
        break;
    }
    if (value.typeId() != QMetaType::QString)
        return QStringLiteral("%1 must be text, got %2").arg(column.name, shown(value));
    const QString s = value.toString();
    if (!column.choices.isEmpty() && !column.choices.contains(s))
        return QStringLiteral("%1 must be one of %2, got %3")
            .arg(column.name, column.choices.join(QStringLiteral(", ")), shown(value));
    if (column.type == ColumnType::Date) {
        static const QRegularExpression date(QStringLiteral("^\\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\\d|3[01]))?)?$"));
        if (!date.match(s).hasMatch())
            return QStringLiteral("%1 must be a date as YYYY-MM-DD, YYYY-MM or YYYY, got %2")
                .arg(column.name, shown(value));
    }
    if (column.type == ColumnType::Url) {
        static const QRegularExpression url(QStringLiteral("^[a-zA-Z][a-zA-Z0-9+.-]*:\\S+$"));
        if (!url.match(s).hasMatch())
            return QStringLiteral("%1 must be a URL such as https://..., got %2").arg(column.name, shown(value));
    }
    // Keys are identifiers the engine and every message name: 200 characters is far past any real one.
    if ((column.name == QLatin1String("key") || !column.foreignTable.isEmpty()) && s.size() > 200)
        return QStringLiteral("%1 must be at most 200 characters, got %2").arg(column.name).arg(s.size());
    if (column.name == QLatin1String("key")) {
        static const QRegularExpression slug(QStringLiteral("^[a-z0-9][a-z0-9._+-]*$"));
        if (!slug.match(s).hasMatch())
            return QStringLiteral("key must be a lower-case slug (a-z, 0-9, '.', '_', '+', '-'), got %1")
                .arg(shown(value));
    }
    if (column.name == QLatin1String("code")) {
        static const QRegularExpression iso(QStringLiteral("^[A-Z]{3}$"));
        if (!iso.match(s).hasMatch())
            return QStringLiteral("code must be a three-letter ISO 4217 code such as USD, got %1").arg(shown(value));
    }
    return {};
}

} // namespace catalog

namespace catalog {
namespace {
std::optional<double> fieldNumber(const QVariantMap& row, const QString& name)
{
    const QVariant v = row.value(name);
    if (!v.isValid() || v.isNull())
        return std::nullopt;
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok ? std::optional<double>(d) : std::nullopt;
}

// "`small` must not exceed `large`" when both are present.
QString notAbove(const QVariantMap& row, const QString& small, const QString& large)
{
    const auto a = fieldNumber(row, small);
    const auto b = fieldNumber(row, large);
    if (a && b && *a > *b)
        return QStringLiteral("%1 (%2) must not exceed %3 (%4)")
            .arg(small, QString::number(*a, 'g', QLocale::FloatingPointShortest), large,
                 QString::number(*b, 'g', QLocale::FloatingPointShortest));
    return {};
}
// Schema v9: each offer flag names its source, and an offer cannot supersede itself.
QString offerFlagProblem(const QVariantMap& row)
{
    const auto present = [&](const char* name) {
        const QVariant v = row.value(QLatin1String(name));
        return v.isValid() && !v.isNull() && !v.toString().trimmed().isEmpty();
    };
    const std::pair<const char*, const char*> flags[] = {{"eligibility", "eligibility_source"},
                                                         {"price_status", "price_status_source"},
                                                         {"superseded_by", "superseded_source"}};
    for (const auto& [flag, source] : flags)
        if (present(flag) && !present(source))
            return QStringLiteral("%1 is required when %2 is given (every flag names its source)")
                .arg(QLatin1String(source), QLatin1String(flag));
    if (present("superseded_by") &&
        row.value(QStringLiteral("superseded_by")).toString() == row.value(QStringLiteral("key")).toString())
        return QStringLiteral("superseded_by must name another offer, not the row itself");
    return {};
}
} // namespace

QString validateRecord(const TableDef& table, const QVariantMap& row)
{
    QStringList problems;
    if (table.name == QLatin1String("models")) {
        problems << notAbove(row, QStringLiteral("active_parameters"), QStringLiteral("parameters"))
                 << notAbove(row, QStringLiteral("kv_heads"), QStringLiteral("attention_heads"))
                 << notAbove(row, QStringLiteral("active_experts"), QStringLiteral("experts"));
        const bool hasExperts = fieldNumber(row, QStringLiteral("experts")).has_value();
        const bool hasActive = fieldNumber(row, QStringLiteral("active_experts")).has_value();
        if (hasExperts != hasActive)
            problems << QStringLiteral("%1 is required when %2 is given")
                            .arg(hasExperts ? QStringLiteral("active_experts") : QStringLiteral("experts"),
                                 hasExperts ? QStringLiteral("experts") : QStringLiteral("active_experts"));
    } else if (table.name == QLatin1String("links")) {
        problems << notAbove(row, QStringLiteral("bandwidth_gbps_per_direction"),
                             QStringLiteral("bandwidth_gbps_bidir"));
    } else if (table.name == QLatin1String("platform_facts")) {
        problems << validatePlatformFact(row);
    } else if (table.name == QLatin1String("offers")) {
        problems << offerFlagProblem(row);
    } else if (table.name == QLatin1String("tco_defaults")) {
        problems << notAbove(row, QStringLiteral("low"), QStringLiteral("high"));
    }
    problems.removeAll(QString());
    return problems.value(0);
}
} // namespace catalog
