// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogChecklistTables.h"

namespace catalog {
namespace {

const QStringList kNumericFacts{"all_to_all_gbps", "nvme_local_tb", "nvme_read_gbps", "fabric_gbps_per_gpu",
                                "sla_percent"};
const QStringList kTextFacts{"interconnect", "network_fabric", "software_images", "failure_recovery", "dc_countries"};
// What a network_fabric fact may say. EFA (AWS) is RDMA over its own SRD transport on Ethernet:
// neither InfiniBand nor RoCE, so it is named on its own rather than folded into either.
const QStringList kFabrics{"infiniband", "roce", "efa", "ethernet"};

ColumnDef col(const QString& name, const QString& label, ColumnType type, bool required, const QString& tooltip,
              const QStringList& choices = {}, const QString& foreignTable = {})
{
    return {.name = name,
            .label = label,
            .type = type,
            .required = required,
            .choices = choices,
            .foreignTable = foreignTable,
            .tooltip = tooltip};
}

ColumnDef ordinal()
{
    return {.name = "ordinal",
            .label = "Order",
            .type = ColumnType::Integer,
            .required = true,
            .minimum = 1.0,
            .tooltip = "Position in the checklist (1 = first)"};
}

// Same provenance columns as every other table (docs/catalog-format.md, "provenance fields").
void addChecklistProvenance(QVector<ColumnDef>& columns)
{
    columns.append({.name = "source",
                    .label = "Source",
                    .type = ColumnType::Text,
                    .required = true,
                    .tooltip = "Document the text or figure comes from",
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
                    .tooltip = "Date the source was published or read (YYYY-MM-DD, YYYY-MM or YYYY)",
                    .provenance = true});
    columns.append({.name = "notes",
                    .label = "Notes",
                    .type = ColumnType::Text,
                    .tooltip = "Caveats: how a fact was derived, what it excludes",
                    .provenance = true});
}

} // namespace

TableDef checklistCriteriaTable()
{
    TableDef t{.name = "checklist_criteria", .label = "Checklist criteria", .keyColumn = "key"};
    t.columns = {
        col("key", "Key", ColumnType::Text, true, "Stable identifier, e.g. memory-bandwidth"),
        ordinal(),
        col("name", "Name", ColumnType::Text, true, "Criterion as the chart and table name it"),
        col("explanation", "Explanation", ColumnType::Text, true, "Why the criterion matters"),
        col("measure", "Measure", ColumnType::Text, false,
            "Which figure scores the criterion; empty for a team's own criterion answered by hand",
            {"memory_bandwidth", "vram", "interconnect", "storage_io", "network_fabric", "software", "sla", "cost"}),
    };
    addChecklistProvenance(t.columns);
    return t;
}

TableDef checklistQuestionsTable()
{
    QStringList answeredBy{"user", "offers"};
    answeredBy << kNumericFacts << kTextFacts;
    TableDef t{.name = "checklist_questions", .label = "Checklist questions", .keyColumn = "key"};
    t.columns = {
        col("key", "Key", ColumnType::Text, true, "Stable identifier, e.g. scale-without-code-change"),
        ordinal(),
        col("question", "Question", ColumnType::Text, true, "The question as it is asked of each platform"),
        col("explanation", "Explanation", ColumnType::Text, true, "Why it is asked and what a good answer is"),
        col("criterion_key", "Criterion", ColumnType::Text, false, "Criterion the answer counts towards", {},
            "checklist_criteria"),
        col("answered_by", "Answered by", ColumnType::Text, false,
            "Platform fact or catalog data that prefills the answer; 'user' when only the team can answer", answeredBy),
        col("applies_when", "Applies when", ColumnType::Text, true, "Workloads the question is asked for",
            {"always", "multi_gpu", "multi_node", "personal_data_india"}),
    };
    addChecklistProvenance(t.columns);
    return t;
}

TableDef platformFactsTable()
{
    QStringList facts = kNumericFacts;
    facts << kTextFacts;
    TableDef t{.name = "platform_facts", .label = "Platform facts", .keyColumn = "key"};
    t.columns = {
        col("key", "Key", ColumnType::Text, true, "Stable identifier, e.g. aws-p5-48xlarge-network-fabric"),
        col("provider_key", "Provider", ColumnType::Text, true, "Provider the fact is about", {}, "providers"),
        col("offer_key", "Offer", ColumnType::Text, false,
            "Offer (instance) the fact is about; empty when it holds for the whole provider", {}, "offers"),
        col("fact", "Fact", ColumnType::Text, true, "Which fact the row states", facts),
        col("value_text", "Value (text)", ColumnType::Text, false,
            "For text facts. network_fabric: infiniband, roce, efa or ethernet; dc_countries: ISO 3166-1 "
            "alpha-2 codes separated by commas"),
        {.name = "value_number",
         .label = "Value (number)",
         .type = ColumnType::Real,
         .minimum = 0.0,
         .minimumExclusive = true,
         .tooltip = "For numeric facts, in the unit column's unit"},
        col("unit", "Unit", ColumnType::Text, false, "Unit of value_number, e.g. GB/s per GPU"),
    };
    addChecklistProvenance(t.columns);
    return t;
}

bool isNumericPlatformFact(const QString& fact) { return kNumericFacts.contains(fact); }

QString validatePlatformFact(const QVariantMap& row)
{
    const QString fact = row.value("fact").toString();
    const QVariant number = row.value("value_number");
    const QString text = row.value("value_text").toString().trimmed();
    if (isNumericPlatformFact(fact)) {
        if (!number.isValid() || number.isNull())
            return QStringLiteral("value_number is required for fact %1").arg(fact);
        if (fact == QLatin1String("sla_percent") && number.toDouble() > 100.0)
            return QStringLiteral("value_number must be at most 100 for fact sla_percent, got %1")
                .arg(number.toDouble());
        return {};
    }
    if (text.isEmpty())
        return QStringLiteral("value_text is required for fact %1").arg(fact);
    if (fact == QLatin1String("network_fabric") && !kFabrics.contains(text))
        return QStringLiteral("value_text must be one of %1 for fact network_fabric, got \"%2\"")
            .arg(kFabrics.join(QStringLiteral(", ")), text);
    return {};
}

} // namespace catalog
