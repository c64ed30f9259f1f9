// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceJson.h"

#include "CurrencyCodes.h"
#include "WorkspaceChecklistJson.h"
#include "WorkspaceMigrations.h"
#include "WorkspacePricesJson.h"
#include "WorkspaceTextLimits.h"
#include "planning/ScenarioJson.h"
#include "json/BoundedJson.h"

#include <QSet>

#include <cmath>
#include <optional>

using nlohmann::json;

namespace WorkspaceJson {
namespace {

std::string str(const QString& s) { return s.toStdString(); }
QString qstr(const std::string& s) { return QString::fromStdString(s); }
// A user's text inside a message: at most a few dozen characters, control characters made visible.
QString shown(const QString& s)
{
    return QStringLiteral("\u201c%1\u201d").arg(qstr(gp::jsonio::visible(s.toStdString())));
}

template <typename T> json orNull(const std::optional<T>& v) { return v ? json(*v) : json(nullptr); }

// Reads typed values out of the document, remembering the first problem with its JSON path.
class Reader {
public:
    QString error;
    bool failed() const { return !error.isEmpty(); }

    void fail(const QString& path, const QString& message)
    {
        if (error.isEmpty())
            error = path + QStringLiteral(": ") + message;
    }

    static QString typeName(const json& v) { return QString::fromUtf8(v.type_name()); }

    const json* field(const json& object, const QString& path, const char* key, bool required)
    {
        auto it = object.find(key);
        if (it == object.end()) {
            if (required)
                fail(path + QLatin1Char('.') + QLatin1String(key), QStringLiteral("missing"));
            return nullptr;
        }
        return &*it;
    }

    std::optional<QString> text(const json& object, const QString& path, const char* key, bool required)
    {
        const json* v = field(object, path, key, required);
        if (!v)
            return std::nullopt;
        if (!v->is_string()) {
            fail(path + QLatin1Char('.') + QLatin1String(key),
                 QStringLiteral("expected a string, found %1").arg(typeName(*v)));
            return std::nullopt;
        }
        return qstr(v->get<std::string>());
    }

    // A number (or null when `nullable`); `valid` says the allowed range in words for the message.
    std::optional<double> number(const json& object, const QString& path, const char* key, bool required, bool nullable,
                                 bool (*ok)(double), const char* valid)
    {
        const json* v = field(object, path, key, required);
        if (!v || (nullable && v->is_null()))
            return std::nullopt;
        const QString where = path + QLatin1Char('.') + QLatin1String(key);
        if (!v->is_number()) {
            fail(where, QStringLiteral("expected a number%1, found %2")
                            .arg(nullable ? QStringLiteral(" or null") : QString(), typeName(*v)));
            return std::nullopt;
        }
        const double d = v->get<double>();
        if (!std::isfinite(d) || !ok(d)) {
            fail(where,
                 QStringLiteral("%1 is out of range (%2)").arg(qstr(gp::jsonio::brief(*v)), QLatin1String(valid)));
            return std::nullopt;
        }
        return d;
    }
};

bool fraction(double d) { return d > 0 && d <= 1; }
bool atLeastOne(double d) { return d >= 1 && d <= 1e6 && d == std::floor(d); }

void readWhatIf(Reader& r, const json& w, const QString& path, WhatIfOverrides& out)
{
    if (!w.is_object()) {
        r.fail(path, QStringLiteral("expected an object, found %1").arg(Reader::typeName(w)));
        return;
    }
    // The ranges of WhatIfOverrides (the what-if panel's), so every file the app reads it could have written.
    using W = WhatIfOverrides;
    out.mfu = r.number(w, path, "mfu", false, true, fraction, "0 < mfu <= 1");
    out.priceFactorPercent =
        r.number(
             w, path, "price_factor_percent", false, false,
             [](double d) { return d >= W::kMinPriceFactorPercent && d <= W::kMaxPriceFactorPercent; },
             "10 to 300 (% of the catalog price)")
            .value_or(100.0);
    out.tokensToTrain = r.number(
        w, path, "tokens_to_train", false, true, [](double d) { return d > 0 && d <= W::kMaxTokensToTrain; },
        "> 0 and at most 1e15");
    if (auto gpus = r.number(w, path, "gpu_count", false, true, atLeastOne, "a whole number from 1 to 1,000,000"))
        out.gpuCount = int(*gpus);
    out.devOpsHoursPerMonth = r.number(
                                   w, path, "devops_hours_per_month", true, false,
                                   [](double d) { return d >= 0 && d <= W::kMaxDevOpsHoursPerMonth; },
                                   "0 to 744, the hours of a 31-day month")
                                  .value_or(0);
    out.devOpsHourlyRate = r.number(
                                w, path, "devops_hourly_rate", true, false,
                                [](double d) { return d >= 0 && d <= W::kMaxDevOpsHourlyRate; }, "0 to 100,000")
                               .value_or(0);
    out.exchangeRateUnitsPerUsd = r.number(
        w, path, "exchange_rate_units_per_usd", false, true, [](double d) { return d > 0 && d <= W::kMaxExchangeRate; },
        "> 0 and at most 1,000");
    if (const json* g = r.field(w, path, "gpu_step_key", false); g && !g->is_null()) {
        if (!g->is_string() || g->get<std::string>().empty())
            r.fail(path + QStringLiteral(".gpu_step_key"),
                   QStringLiteral("expected a GPU key (non-empty string) or null, found %1").arg(Reader::typeName(*g)));
        else
            out.gpuStepKey = g->get<std::string>();
    }
}

void readScenario(Reader& r, const json& entry, const QString& path, WorkspaceScenario& out)
{
    if (!entry.is_object()) {
        r.fail(path, QStringLiteral("expected an object, found %1").arg(Reader::typeName(entry)));
        return;
    }
    out.name = r.text(entry, path, "name", true).value_or(QString());
    if (r.failed())
        return;
    // Every later message names the scenario, so the user can find it in a long list.
    const QString named = QStringLiteral("scenario %1").arg(shown(out.name));
    Reader inner;
    out.id = inner.text(entry, path, "id", true).value_or(QString());
    if (!inner.failed() && out.id.isEmpty())
        inner.fail(path + QStringLiteral(".id"), QStringLiteral("must not be empty"));
    const QString colour = inner.text(entry, path, "colour", true).value_or(QString());
    if (!inner.failed()) {
        out.colour = QColor::fromString(colour);
        if (!out.colour.isValid())
            inner.fail(path + QStringLiteral(".colour"),
                       QStringLiteral("%1 is not a colour (expected #rrggbb)").arg(shown(colour)));
    }
    out.notes = inner.text(entry, path, "notes", false).value_or(QString());
    // Optional: the entry-level "residency" of files written before it moved into the scenario (Scenario::residency,
    // "scenario.residency"); read into the scenario, where either place setting a flag sets it.
    DataResidency legacy;
    if (const json* res = inner.field(entry, path, "residency", false); res && !inner.failed()) {
        const QString where = path + QStringLiteral(".residency");
        if (!res->is_object())
            inner.fail(where, QStringLiteral("expected an object, found %1").arg(Reader::typeName(*res)));
        for (const auto& [key, member] : {std::pair{"india_only", &DataResidency::indiaOnly},
                                          std::pair{"personal_data_in_india", &DataResidency::personalDataInIndia}}) {
            const json* v = inner.failed() ? nullptr : inner.field(*res, where, key, false);
            if (v && !v->is_boolean())
                inner.fail(where + QLatin1Char('.') + QLatin1String(key),
                           QStringLiteral("expected true or false, found %1").arg(Reader::typeName(*v)));
            else if (v)
                legacy.*member = v->get<bool>();
        }
    }
    if (const json* s = inner.field(entry, path, "scenario", true); s && !inner.failed()) {
        const gp::ScenarioParse parsed = gp::ScenarioJson::fromJson(*s);
        if (!parsed.ok()) {
            const gp::FieldError e =
                parsed.errors.empty() ? gp::FieldError{"", "could not be read"} : parsed.errors.front();
            QString where = path + QStringLiteral(".scenario");
            if (!e.field.empty())
                where += QLatin1Char('.') + qstr(e.field);
            inner.fail(where, qstr(e.message));
        } else {
            out.scenario = *parsed.scenario;
            out.scenario.name = str(out.name);
            out.scenario.residency.indiaOnly = out.scenario.residency.indiaOnly || legacy.indiaOnly;
            out.scenario.residency.personalDataInIndia =
                out.scenario.residency.personalDataInIndia || legacy.personalDataInIndia;
        }
    }
    if (inner.failed())
        r.fail(named, inner.error);
}

// The TCO inputs are checked for shape here (an object in TcoJson's format) and fully, against the
// catalog, when analysed: a catalog edit must not make a saved workspace unreadable.
json tcoAnalysesJson(const WorkspaceData& data)
{
    json list = json::array();
    for (const WorkspaceTcoAnalysis& a : data.tcoAnalyses)
        list.push_back({{"id", str(a.id)}, {"name", str(a.name)}, {"inputs", a.inputs}});
    return list;
}

void readTcoAnalyses(Reader& r, const json& list, WorkspaceData& data)
{
    const QString root = QStringLiteral("$.tco_analyses");
    if (!list.is_array()) {
        r.fail(root, QStringLiteral("expected an array, found %1").arg(Reader::typeName(list)));
        return;
    }
    if (list.size() > 64) {
        r.fail(root, QStringLiteral("at most 64 TCO analyses"));
        return;
    }
    QSet<QString> ids;
    for (std::size_t i = 0; i < list.size() && !r.failed(); ++i) {
        const QString path = root + QStringLiteral("[%1]").arg(i);
        const json& entry = list[i];
        if (!entry.is_object()) {
            r.fail(path, QStringLiteral("expected an object, found %1").arg(Reader::typeName(entry)));
            return;
        }
        WorkspaceTcoAnalysis a;
        a.id = r.text(entry, path, "id", true).value_or(QString());
        a.name = r.text(entry, path, "name", true).value_or(QString());
        if (r.failed())
            return;
        if (a.id.isEmpty() || ids.contains(a.id)) {
            r.fail(path + QStringLiteral(".id"),
                   a.id.isEmpty() ? QStringLiteral("must not be empty")
                                  : QStringLiteral("\u201c%1\u201d is used by an earlier analysis").arg(a.id));
            return;
        }
        ids.insert(a.id);
        const json* inputs = r.field(entry, path, "inputs", true);
        if (!inputs)
            return;
        const auto format = inputs->is_object() ? inputs->find("format") : inputs->end();
        if (!inputs->is_object() || format == inputs->end() || !format->is_string() ||
            format->get<std::string>() != "gpu-planner-tco") {
            r.fail(path + QStringLiteral(".inputs"),
                   QStringLiteral("expected TCO inputs (an object with \"format\": \"gpu-planner-tco\")"));
            return;
        }
        a.inputs = *inputs;
        data.tcoAnalyses.push_back(std::move(a));
    }
}

void readOfferPrices(Reader& r, const json& doc, WorkspaceData& data)
{
    if (const json* list = r.field(doc, QStringLiteral("$"), "offer_prices", true); list && !r.failed()) {
        QString pricesError;
        if (!WorkspacePricesJson::fromJson(*list, QStringLiteral("$.offer_prices"), data.offerPrices, &pricesError))
            r.error = pricesError; // already "path: message"
    }
}

} // namespace

json toJson(const WorkspaceData& data)
{
    json scenarios = json::array();
    for (const auto& s : data.scenarios) {
        gp::Scenario inputs = s.scenario;
        inputs.name = str(s.name);
        json entry = {{"id", str(s.id)},
                      {"name", str(s.name)},
                      {"colour", str(s.colour.name(QColor::HexRgb))},
                      {"notes", str(s.notes)},
                      {"scenario", gp::ScenarioJson::toJson(inputs)}};
        scenarios.push_back(std::move(entry));
    }
    const auto& w = data.whatIf;
    json whatIf = {{"mfu", orNull(w.mfu)},
                   {"price_factor_percent", w.priceFactorPercent},
                   {"tokens_to_train", orNull(w.tokensToTrain)},
                   {"gpu_count", orNull(w.gpuCount)},
                   {"devops_hours_per_month", w.devOpsHoursPerMonth},
                   {"devops_hourly_rate", w.devOpsHourlyRate},
                   {"exchange_rate_units_per_usd", orNull(w.exchangeRateUnitsPerUsd)},
                   {"gpu_step_key", orNull(w.gpuStepKey)}};
    json document = {{"format", kFormat},
                     {"schema_version", kSchemaVersion},
                     {"title", str(data.title)},
                     {"customer", str(data.customer)},
                     {"notes", str(data.notes)},
                     {"currency", str(data.currency)},
                     {"what_if", whatIf},
                     {"scenarios", scenarios},
                     {"tco_analyses", tcoAnalysesJson(data)},
                     {"checklist_evaluations", WorkspaceChecklistJson::toJson(data.checklistEvaluations)},
                     {"offer_prices", WorkspacePricesJson::toJson(data.offerPrices)}};
    if (data.catalog.isKnown())
        document["catalog"] = data.catalog.toJson();
    return document;
}

namespace {
bool read(const json& document, WorkspaceData& out, QString* error);
}

bool fromJson(const json& document, WorkspaceData& out, QString* error)
{
    // Every access is type-checked first; this backstop turns any nlohmann exception into a message.
    try {
        return read(document, out, error);
    } catch (const std::exception& e) {
        if (error)
            *error = QStringLiteral("$: could not be read (%1)").arg(qstr(gp::jsonio::quote(e.what(), 120)));
        return false;
    }
}

namespace {
bool read(const json& document, WorkspaceData& out, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!document.is_object())
        return fail(QStringLiteral("$: expected a JSON object, found %1").arg(Reader::typeName(document)));
    const auto format = document.find("format");
    if (format == document.end())
        return fail(QStringLiteral("$.format: missing (not a GPU Planner workspace)"));
    if (!format->is_string() || format->get<std::string>() != kFormat)
        return fail(QStringLiteral("$.format: expected \"%1\", found %2 (not a GPU Planner workspace)")
                        .arg(QLatin1String(kFormat), qstr(gp::jsonio::brief(*format))));

    json doc = document;
    // A file older than v5 kept no prices: they are filled in from the catalog it is opened with, and said so.
    const auto version = document.find("schema_version");
    const bool pricesFromOlderFile =
        version != document.end() && version->is_number_unsigned() && version->get<std::uint64_t>() < 5;
    QString migrationError;
    if (!WorkspaceMigrations::migrate(doc, kSchemaVersion, &migrationError))
        return fail(migrationError);

    // Every text's length limit (WorkspaceTextLimits, docs/workspace-format.md) before any is used.
    if (const QString tooLong = WorkspaceTextLimits::check(doc); !tooLong.isEmpty())
        return fail(tooLong);

    Reader r;
    WorkspaceData data;
    const QString root = QStringLiteral("$");
    data.title = r.text(doc, root, "title", true).value_or(QString());
    data.customer = r.text(doc, root, "customer", false).value_or(QString());
    data.notes = r.text(doc, root, "notes", false).value_or(QString());
    data.currency = r.text(doc, root, "currency", true).value_or(QString());
    if (!r.failed() && !CurrencyCodes::isKnown(data.currency))
        r.fail(
            QStringLiteral("$.currency"),
            QStringLiteral("%1 is not a known ISO 4217 currency code (e.g. USD, INR, EUR)").arg(shown(data.currency)));
    if (const json* w = r.field(doc, root, "what_if", true); w && !r.failed())
        readWhatIf(r, *w, QStringLiteral("$.what_if"), data.whatIf);
    if (const json* list = r.field(doc, root, "scenarios", true); list && !r.failed()) {
        if (!list->is_array()) {
            r.fail(QStringLiteral("$.scenarios"),
                   QStringLiteral("expected an array, found %1").arg(Reader::typeName(*list)));
        } else if (list->size() > kMaxScenarios) {
            r.fail(QStringLiteral("$.scenarios"), QStringLiteral("holds %1 scenarios; a workspace holds at most %2")
                                                      .arg(list->size())
                                                      .arg(kMaxScenarios));
        } else {
            QSet<QString> ids;
            for (std::size_t i = 0; i < list->size() && !r.failed(); ++i) {
                const QString path = QStringLiteral("$.scenarios[%1]").arg(i);
                WorkspaceScenario s;
                readScenario(r, (*list)[i], path, s);
                if (!r.failed() && ids.contains(s.id))
                    r.fail(path + QStringLiteral(".id"),
                           QStringLiteral("%1 is used by an earlier scenario").arg(shown(s.id)));
                ids.insert(s.id);
                data.scenarios.push_back(std::move(s));
            }
        }
    }
    if (const json* list = r.field(doc, root, "tco_analyses", true); list && !r.failed())
        readTcoAnalyses(r, *list, data);
    if (const json* list = r.field(doc, root, "checklist_evaluations", true); list && !r.failed()) {
        QString checklistError;
        if (!WorkspaceChecklistJson::fromJson(*list, QStringLiteral("$.checklist_evaluations"),
                                              data.checklistEvaluations, &checklistError))
            r.error = checklistError; // already "path: message"
    }
    readOfferPrices(r, doc, data);
    if (const auto c = doc.find("catalog"); c != doc.end() && !r.failed()) {
        QString catalogError;
        if (!CatalogIdentity::fromJson(*c, QStringLiteral("$.catalog"), data.catalog, &catalogError))
            r.error = catalogError; // already "path: message"
    }
    data.pricesFromOlderFile = pricesFromOlderFile;
    if (r.failed())
        return fail(r.error);
    out = std::move(data);
    return true;
}
} // namespace

} // namespace WorkspaceJson
