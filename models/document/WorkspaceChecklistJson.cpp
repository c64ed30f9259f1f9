// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceChecklistJson.h"

#include "json/BoundedJson.h"

#include <QSet>

#include <cmath>
#include <cstdint>

using nlohmann::json;

namespace WorkspaceChecklistJson {
namespace {

std::string str(const QString& s) { return s.toStdString(); }
QString qstr(const std::string& s) { return QString::fromStdString(s); }
json textOrNull(const QString& s) { return s.isEmpty() ? json(nullptr) : json(str(s)); }
json numberOrNull(const std::optional<double>& v) { return v ? json(*v) : json(nullptr); }

// Reads typed values, remembering the first problem with its JSON path; every access checks the type first.
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
    static QString at(const QString& path, const char* key) { return path + QLatin1Char('.') + QLatin1String(key); }

    const json* field(const json& object, const QString& path, const char* key)
    {
        const auto it = object.find(key);
        if (it == object.end()) {
            fail(at(path, key), QStringLiteral("missing"));
            return nullptr;
        }
        return &*it;
    }

    bool object(const json& v, const QString& path)
    {
        if (!v.is_object())
            fail(path, QStringLiteral("expected an object, found %1").arg(typeName(v)));
        return !failed();
    }

    // The array at object[key], at most `max` items.
    const json* array(const json& object, const QString& path, const char* key, std::size_t max)
    {
        const json* v = field(object, path, key);
        if (!v)
            return nullptr;
        if (!v->is_array()) {
            fail(at(path, key), QStringLiteral("expected an array, found %1").arg(typeName(*v)));
            return nullptr;
        }
        if (v->size() > max) {
            fail(at(path, key), QStringLiteral("holds %1 items; at most %2").arg(v->size()).arg(max));
            return nullptr;
        }
        return v;
    }

    // A string; with `nullable`, null reads as empty.
    QString text(const json& object, const QString& path, const char* key, bool nullable = false)
    {
        const json* v = field(object, path, key);
        if (!v || (nullable && v->is_null()))
            return {};
        if (!v->is_string()) {
            fail(at(path, key), QStringLiteral("expected a string%1, found %2")
                                    .arg(nullable ? QStringLiteral(" or null") : QString(), typeName(*v)));
            return {};
        }
        return qstr(v->get<std::string>());
    }

    QString nonEmptyText(const json& object, const QString& path, const char* key)
    {
        const QString s = text(object, path, key);
        if (!failed() && s.isEmpty())
            fail(at(path, key), QStringLiteral("must not be empty"));
        return s;
    }

    bool boolean(const json& object, const QString& path, const char* key)
    {
        const json* v = field(object, path, key);
        if (!v)
            return false;
        if (!v->is_boolean()) {
            fail(at(path, key), QStringLiteral("expected true or false, found %1").arg(typeName(*v)));
            return false;
        }
        return v->get<bool>();
    }

    // A finite number in [lo, hi]; with `nullable`, null reads as empty. 1e309 never arrives here as a
    // number (the parser refuses it), but an infinite or NaN double built in memory is refused the same way.
    std::optional<double> number(const json& object, const QString& path, const char* key, double lo, double hi,
                                 bool nullable = false)
    {
        const json* v = field(object, path, key);
        if (!v || (nullable && v->is_null()))
            return std::nullopt;
        if (!v->is_number()) {
            fail(at(path, key), QStringLiteral("expected a number%1, found %2")
                                    .arg(nullable ? QStringLiteral(" or null") : QString(), typeName(*v)));
            return std::nullopt;
        }
        const double d = v->get<double>();
        if (!std::isfinite(d) || d < lo || d > hi) {
            fail(at(path, key), QStringLiteral("%1 is out of range (%2 to %3)")
                                    .arg(qstr(gp::jsonio::brief(*v)), QString::number(lo), QString::number(hi)));
            return std::nullopt;
        }
        return d;
    }

    // A whole number in [lo, hi], read without narrowing: an unsigned or signed 64-bit value is compared
    // as it was stored before it becomes an int.
    int integer(const json& object, const QString& path, const char* key, int lo, int hi)
    {
        const json* v = field(object, path, key);
        if (!v)
            return lo;
        const QString where = at(path, key);
        if (!v->is_number_integer()) {
            fail(where, QStringLiteral("expected a whole number, found %1")
                            .arg(v->is_number() ? qstr(gp::jsonio::brief(*v)) : typeName(*v)));
            return lo;
        }
        const bool inRange = v->is_number_unsigned()
                                 ? v->get<std::uint64_t>() <= static_cast<std::uint64_t>(hi) &&
                                       v->get<std::uint64_t>() >= static_cast<std::uint64_t>(std::max(lo, 0))
                                 : v->get<std::int64_t>() >= lo && v->get<std::int64_t>() <= hi;
        if (!inRange) {
            fail(where,
                 QStringLiteral("%1 is out of range (%2 to %3)").arg(qstr(gp::jsonio::brief(*v))).arg(lo).arg(hi));
            return lo;
        }
        return static_cast<int>(v->get<std::int64_t>());
    }
};

QString item(const QString& path, const char* key, std::size_t i)
{
    return Reader::at(path, key) + QStringLiteral("[%1]").arg(i);
}

void readPlatform(Reader& r, const json& p, const QString& path, WorkspaceChecklistPlatform& out)
{
    if (!r.object(p, path))
        return;
    out.provider = r.nonEmptyText(p, path, "provider");
    out.name = r.text(p, path, "name");
    out.score = r.number(p, path, "score", 0, 1).value_or(0);
    out.knownWeightShare = r.number(p, path, "known_weight_share", 0, 1).value_or(0);
    // A price of at most 1e15 in any currency: beyond it a figure is a corrupted file, not a quote.
    out.costPerResult = r.number(p, path, "cost_per_result", 0, 1e15, true);
    out.costOffer = r.text(p, path, "cost_offer", true);
    out.costTier = r.text(p, path, "cost_tier", true);
    if (const json* list = r.array(p, path, "criteria", kMaxCriteria))
        for (std::size_t i = 0; i < list->size() && !r.failed(); ++i) {
            const QString at = item(path, "criteria", i);
            const json& c = (*list)[i];
            if (!r.object(c, at))
                return;
            WorkspaceChecklistCriterion criterion;
            criterion.criterion = r.nonEmptyText(c, at, "criterion");
            criterion.score = r.number(c, at, "score", 0, 1, true);
            criterion.basis = r.text(c, at, "basis");
            out.criteria.push_back(std::move(criterion));
        }
    if (const json* list = r.array(p, path, "answers", kMaxAnswers))
        for (std::size_t i = 0; i < list->size() && !r.failed(); ++i) {
            const QString at = item(path, "answers", i);
            const json& a = (*list)[i];
            if (!r.object(a, at))
                return;
            WorkspaceChecklistAnswer answer;
            answer.question = r.nonEmptyText(a, at, "question");
            answer.text = r.text(a, at, "text");
            answer.answer = r.text(a, at, "answer");
            const QString origin = r.text(a, at, "origin");
            if (!r.failed() && !checklistOriginFromName(origin, &answer.origin))
                r.fail(Reader::at(at, "origin"),
                       QStringLiteral("expected \"catalog\", \"confirmed\", \"user\" or \"unknown\", found %1")
                           .arg(qstr(gp::jsonio::quote(str(origin)))));
            answer.source = r.text(a, at, "source", true);
            answer.asOf = r.text(a, at, "as_of", true);
            out.answers.push_back(std::move(answer));
        }
    if (const json* list = r.array(p, path, "gaps", kMaxGaps))
        for (std::size_t i = 0; i < list->size() && !r.failed(); ++i) {
            const QString at = item(path, "gaps", i);
            const json& g = (*list)[i];
            if (!r.object(g, at))
                return;
            WorkspaceChecklistGap gap;
            gap.rule = r.nonEmptyText(g, at, "rule");
            const QString severity = r.text(g, at, "severity");
            if (!r.failed() && severity != QLatin1String("blocking") && severity != QLatin1String("caution"))
                r.fail(Reader::at(at, "severity"), QStringLiteral("expected \"blocking\" or \"caution\", found %1")
                                                       .arg(qstr(gp::jsonio::quote(str(severity)))));
            gap.blocking = severity == QLatin1String("blocking");
            gap.message = r.text(g, at, "message");
            out.gaps.push_back(std::move(gap));
        }
}

void readEvaluation(Reader& r, const json& e, const QString& path, WorkspaceChecklistEvaluation& out)
{
    if (!r.object(e, path))
        return;
    out.id = r.nonEmptyText(e, path, "id");
    out.name = r.text(e, path, "name");
    out.evaluatedOn = r.text(e, path, "evaluated_on");
    out.scenarioId = r.text(e, path, "scenario_id");
    out.scenarioName = r.text(e, path, "scenario_name");
    out.workload = r.text(e, path, "workload");
    if (!r.failed() && out.workload != QLatin1String("pretraining") && out.workload != QLatin1String("fine_tuning") &&
        out.workload != QLatin1String("serving"))
        r.fail(Reader::at(path, "workload"),
               QStringLiteral("expected \"pretraining\", \"fine_tuning\" or \"serving\", found %1")
                   .arg(qstr(gp::jsonio::quote(str(out.workload)))));
    out.gpu = r.text(e, path, "gpu");
    out.nodes = r.integer(e, path, "nodes", 1, kMaxNodeCount);
    out.gpusPerNode = r.integer(e, path, "gpus_per_node", 1, kMaxNodeCount);
    out.costUnit = r.text(e, path, "cost_unit");
    out.personalDataIndia = r.boolean(e, path, "personal_data_india");
    if (const json* list = r.array(e, path, "weights", kMaxCriteria))
        for (std::size_t i = 0; i < list->size() && !r.failed(); ++i) {
            const QString at = item(path, "weights", i);
            const json& w = (*list)[i];
            if (!r.object(w, at))
                return;
            WorkspaceChecklistWeight weight;
            weight.criterion = r.nonEmptyText(w, at, "criterion");
            weight.name = r.text(w, at, "name");
            weight.weight = r.number(w, at, "weight", 0, 100).value_or(0);
            out.weights.push_back(std::move(weight));
        }
    if (const json* list = r.array(e, path, "platforms", kMaxPlatforms)) {
        QSet<QString> providers;
        for (std::size_t i = 0; i < list->size() && !r.failed(); ++i) {
            const QString at = item(path, "platforms", i);
            WorkspaceChecklistPlatform platform;
            readPlatform(r, (*list)[i], at, platform);
            if (!r.failed() && providers.contains(platform.provider))
                r.fail(Reader::at(at, "provider"),
                       QStringLiteral("%1 is listed twice").arg(qstr(gp::jsonio::quote(str(platform.provider)))));
            providers.insert(platform.provider);
            out.platforms.push_back(std::move(platform));
        }
    }
    if (const json* list = r.array(e, path, "notes", kMaxNotes))
        for (std::size_t i = 0; i < list->size() && !r.failed(); ++i) {
            if (!(*list)[i].is_string())
                r.fail(item(path, "notes", i),
                       QStringLiteral("expected a string, found %1").arg(Reader::typeName((*list)[i])));
            else
                out.notes << qstr((*list)[i].get<std::string>());
        }
}

} // namespace

json toJson(const WorkspaceChecklistEvaluation& e)
{
    json weights = json::array();
    for (const WorkspaceChecklistWeight& w : e.weights)
        weights.push_back({{"criterion", str(w.criterion)}, {"name", str(w.name)}, {"weight", w.weight}});
    json platforms = json::array();
    for (const WorkspaceChecklistPlatform& p : e.platforms) {
        json criteria = json::array();
        for (const WorkspaceChecklistCriterion& c : p.criteria)
            criteria.push_back(
                {{"criterion", str(c.criterion)}, {"score", numberOrNull(c.score)}, {"basis", str(c.basis)}});
        json answers = json::array();
        for (const WorkspaceChecklistAnswer& a : p.answers)
            answers.push_back({{"question", str(a.question)},
                               {"text", str(a.text)},
                               {"answer", str(a.answer)},
                               {"origin", str(checklistOriginName(a.origin))},
                               {"source", textOrNull(a.source)},
                               {"as_of", textOrNull(a.asOf)}});
        json gaps = json::array();
        for (const WorkspaceChecklistGap& g : p.gaps)
            gaps.push_back({{"rule", str(g.rule)},
                            {"severity", g.blocking ? "blocking" : "caution"},
                            {"message", str(g.message)}});
        platforms.push_back({{"provider", str(p.provider)},
                             {"name", str(p.name)},
                             {"score", p.score},
                             {"known_weight_share", p.knownWeightShare},
                             {"cost_per_result", numberOrNull(p.costPerResult)},
                             {"cost_offer", textOrNull(p.costOffer)},
                             {"cost_tier", textOrNull(p.costTier)},
                             {"criteria", criteria},
                             {"answers", answers},
                             {"gaps", gaps}});
    }
    json notes = json::array();
    for (const QString& n : e.notes)
        notes.push_back(str(n));
    return {{"id", str(e.id)},
            {"name", str(e.name)},
            {"evaluated_on", str(e.evaluatedOn)},
            {"scenario_id", str(e.scenarioId)},
            {"scenario_name", str(e.scenarioName)},
            {"workload", str(e.workload)},
            {"gpu", str(e.gpu)},
            {"nodes", e.nodes},
            {"gpus_per_node", e.gpusPerNode},
            {"cost_unit", str(e.costUnit)},
            {"personal_data_india", e.personalDataIndia},
            {"weights", weights},
            {"platforms", platforms},
            {"notes", notes}};
}

json toJson(const QVector<WorkspaceChecklistEvaluation>& evaluations)
{
    json list = json::array();
    for (const WorkspaceChecklistEvaluation& e : evaluations)
        list.push_back(toJson(e));
    return list;
}

bool fromJson(const json& list, const QString& path, QVector<WorkspaceChecklistEvaluation>& out, QString* error)
{
    Reader r;
    QVector<WorkspaceChecklistEvaluation> read;
    if (!list.is_array()) {
        r.fail(path, QStringLiteral("expected an array, found %1").arg(Reader::typeName(list)));
    } else if (list.size() > kMaxEvaluations) {
        r.fail(path, QStringLiteral("holds %1 checklist evaluations; a workspace holds at most %2")
                         .arg(list.size())
                         .arg(kMaxEvaluations));
    } else {
        QSet<QString> ids;
        for (std::size_t i = 0; i < list.size() && !r.failed(); ++i) {
            const QString at = path + QStringLiteral("[%1]").arg(i);
            WorkspaceChecklistEvaluation e;
            readEvaluation(r, list[i], at, e);
            if (!r.failed() && ids.contains(e.id))
                r.fail(Reader::at(at, "id"),
                       QStringLiteral("%1 is used by an earlier evaluation").arg(qstr(gp::jsonio::quote(str(e.id)))));
            ids.insert(e.id);
            read.push_back(std::move(e));
        }
    }
    if (r.failed()) {
        if (error)
            *error = r.error;
        return false;
    }
    out = std::move(read);
    return true;
}

} // namespace WorkspaceChecklistJson
