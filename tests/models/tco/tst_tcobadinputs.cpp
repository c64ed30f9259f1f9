// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Named bad TCO inputs (issue 36): each row a file a colleague could send, read as `gpu-planner tco` reads it
// (TcoJson::fromText against a small catalog, then TcoModel::evaluate when the reader accepts it). Each must be
// refused with a message that names the field the file wrote (or must write), never clamped, never priced.
#include "TcoTestCatalog.h"
#include "tco/TcoJson.h"

#include <QtTest>

#include <string>

using namespace gp::tco;

namespace {

// A file with a catalog rental as options[0] and the option under test as options[1], top-level keys of the
// test's own, and the workload.
std::string withOption(const std::string& option, const std::string& extra = {},
                       const std::string& workload = R"({"gpus": 8, "utilisation": 0.5})")
{
    return R"({"format_version": 1, "currency": "USD",)" + extra + R"( "workload": )" + workload +
           R"(, "options": [{"offer": "cloud-h100-8x"}, )" + option + "]}";
}
std::string reserved(const std::string& extra)
{
    return R"({"name": "r", "kind": "reserved_1y", "price": 2)" + extra + "}";
}
// The two standard options and top-level keys of the test's own.
std::string withTop(const std::string& extra) { return withOption(R"({"offer": "own-h100-8x"})", extra); }

// Every problem the command would print: the reader's, else the model's.
std::vector<FieldProblem> problems(const std::string& text)
{
    const InputsParse p = TcoJson::fromText(text, TcoTest::catalog());
    if (!p.ok())
        return p.errors;
    return TcoModel::evaluate(*p.inputs).errors;
}

} // namespace

class TestTcoBadInputs : public QObject {
    Q_OBJECT
private slots:
    void refusedNamingTheField_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says"); // a part of the message

        auto row = [](const char* name, const std::string& text, const char* field, const char* says) {
            QTest::newRow(name) << QString::fromStdString(text) << field << says;
        };
        // Money and counts past their bounds (TcoLimits.h).
        row("sla 1e-300 sized a fleet of 4.8e302 GPUs", withOption(reserved(R"(, "sla_percent": 1e-300)")),
            "options[1].sla_percent", "50 to 100");
        row("sla as a fraction (0.999 for 99.9%)", withOption(reserved(R"(, "sla_percent": 0.999)")),
            "options[1].sla_percent", "99.9, not 0.999");
        row("sla over 100", withOption(reserved(R"(, "sla_percent": 100.5)")), "options[1].sla_percent", "50 to 100");
        row("price 1e300 overflowed to a cost printed as 0",
            withOption(R"({"name": "r", "kind": "reserved_1y", "price": 1e300})"), "options[1].price", "at most 1e15");
        row("price past 1e15", withOption(R"({"name": "r", "kind": "on_demand", "price": 2e15})"), "options[1].price",
            "at most 1e15");
        row("price object past 1e15",
            withOption(R"({"name": "r", "kind": "on_demand", "price": {"amount": 1e16, "currency": "INR"}})"),
            "options[1].price", "at most 1e15");
        row("price negative", withOption(R"({"name": "r", "kind": "on_demand", "price": -1})"), "options[1].price",
            "above 0");
        row("price zero", withOption(R"({"name": "r", "kind": "on_demand", "price": 0})"), "options[1].price",
            "above 0");
        row("price as text", withOption(R"({"name": "r", "kind": "on_demand", "price": "2"})"), "options[1].price",
            "must be a number");
        row("price in a currency without a rate",
            withOption(R"({"name": "r", "kind": "on_demand", "price": {"amount": 2, "currency": "EUR"}})"),
            "options[1].price", "no exchange rate");
        row("vps line past 1e15",
            withOption(R"({"offer": "own-h100-8x", "vps_lines": [{"name": "api", "per_month": 1e20}]})"),
            "options[1].vps_lines[0].per_month", "at most 1e15");
        row("electricity past 1e15", withTop(R"( "ownership": {"electricity_per_kwh": 1e16},)"),
            "ownership.electricity_per_kwh", "at most 1e15");
        row("colocation negative", withTop(R"( "ownership": {"colocation_per_kw_month": -5},)"),
            "ownership.colocation_per_kw_month", "0 or more");
        row("devops rate past 1e15", withTop(R"( "operations": {"devops_rate": 5e15},)"), "operations.devops_rate",
            "at most 1e15");
        row("fleet past a million GPUs",
            withOption(reserved(R"(, "hours_factor": 1000)"), R"( "operations": {"interruptions_per_gpu_day": 0},)",
                       R"({"gpus": 100000})"),
            "options[1].hours_factor", "at most 1,000,000");
        // Offers, kinds and options: the field the file wrote.
        row("missing offer", withOption(R"({"offer": "no-such-offer"})"), "options[1].offer", "not in the catalog");
        row("missing offer with a price but no name (said options[1].name)",
            withOption(R"({"offer": "no-such-offer", "price": 2})"), "options[1].offer", "not in the catalog");
        row("unknown kind", withOption(R"({"name": "x", "kind": "lease", "price": 2})"), "options[1].kind",
            "unknown kind");
        row("neither kind nor offer", withOption(R"({"name": "x", "price": 2})"), "options[1].kind",
            "give a kind or a catalog offer");
        row("unknown basis", withOption(R"({"name": "x", "kind": "on_demand", "price": 2, "basis": "per_year"})"),
            "options[1].basis", "unknown basis");
        row("purchase basis on a rental",
            withOption(R"({"name": "x", "kind": "on_demand", "price": 2, "basis": "purchase_per_gpu"})"),
            "options[1].basis", "own hardware");
        row("gpus per instance 0", withOption(reserved(R"(, "gpus_per_instance": 0)")), "options[1].gpus_per_instance",
            "is out of range: 0 (from 1 to 1024)");
        row("hours factor tiny", withOption(reserved(R"(, "hours_factor": 1e-9)")), "options[1].hours_factor",
            "0.001 to 1,000");
        row("devops hours past a month", withOption(reserved(R"(, "devops_hours_per_month": 1000)")),
            "options[1].devops_hours_per_month", "0 to 744 h");
        row("tdp of a megawatt", withOption(R"({"offer": "own-h100-8x", "tdp_w": 1e6})"), "options[1].tdp_w",
            "0 to 5,000 W");
        row("option key misspelt", withOption(reserved(R"(, "prise": 3)")), "options[1].prise", "unknown key");
        // The shared field reader's words (json/FieldReader.h), as every file says them: what it got, and an unknown
        // key inside a money object (the TCO reader said "must be an object" alone).
        row("option not an object", withOption("5"), "options[1]", "must be an object, got a number");
        row("vps line not an object", withOption(R"({"offer": "own-h100-8x", "vps_lines": ["api"]})"),
            "options[1].vps_lines[0]", "must be an object, got a string");
        row("money object with an unknown key",
            withOption(R"({"name": "r", "kind": "on_demand", "price": {"amount": 2, "currency": "USD", "per": 1}})"),
            "options[1].price.per", "unknown key");
        row("money amount as text",
            withOption(R"({"name": "r", "kind": "on_demand", "price": {"amount": "2", "currency": "USD"}})"),
            "options[1].price.amount", "must be a number, got a string");
        row("workload GPUs as text", withOption(R"({"offer": "own-h100-8x"})", "", R"({"gpus": "8"})"), "workload.gpus",
            "must be a whole number, got a string");
        row("shared instance as text", withOption(reserved(R"(, "shared_instance": "yes")")),
            "options[1].shared_instance", "true or false");
        // Top level, workload, ownership, operations.
        row("horizon 0", withTop(R"( "horizon_months": 0,)"), "horizon_months", "1 to 240");
        row("horizon past 20 years", withTop(R"( "horizon_months": 241,)"), "horizon_months", "1 to 240");
        row("discount rate 200%", withTop(R"( "discount_rate_per_year": 2,)"), "discount_rate_per_year", "0 to 1");
        row("format of another file", withTop(R"( "format": "gpu-planner-scenario",)"), "format", "gpu-planner-tco");
        row("region EU", withTop(R"( "region": "EU",)"), "region", "India");
        row("unknown top-level key", withTop(R"( "horizon": 12,)"), "horizon", "unknown key");
        row("name past 200 characters", withTop(R"( "name": ")" + std::string(201, 'n') + R"(",)"), "name",
            "is too long: 201 bytes (at most 200)");
        row("rate zero", withTop(R"( "rates": {"EUR": 0},)"), "rates.EUR", "1e-9 to 1e9");
        row("rate code not ISO", withTop(R"( "rates": {"euro": 1},)"), "rates.euro", "three-letter");
        row("utilisation 150%", withOption(R"({"offer": "own-h100-8x"})", "", R"({"gpus": 8, "utilisation": 1.5})"),
            "workload.utilisation", "at most 1");
        row("workload GPUs 0", withOption(R"({"offer": "own-h100-8x"})", "", R"({"gpus": 0})"), "workload.gpus",
            "is out of range: 0 (from 1 to 100000)");
        row("GPU-hours past the fleet's",
            withOption(R"({"offer": "own-h100-8x"})", "", R"({"gpus": 8, "gpu_hours_per_month": 1e8})"),
            "workload.gpu_hours_per_month", "raise workload.gpus");
        row("ownership PUE 0.5", withTop(R"( "ownership": {"pue": 0.5},)"), "ownership.pue", "1 to 3");
        row("refresh 0 months", withTop(R"( "ownership": {"refresh_months": 0},)"), "ownership.refresh_months",
            "1 to 240");
        row("ownership not an object", withTop(R"( "ownership": [],)"), "ownership", "must be an object");
        row("interruption rate 10 a GPU-day", withTop(R"( "operations": {"interruptions_per_gpu_day": 10},)"),
            "operations.interruptions_per_gpu_day", "lose half its time");
        row("checkpoint every 3.6 ms (said interruptions_per_gpu_day)",
            withTop(R"( "operations": {"checkpoint_interval_hours": 1e-6},)"), "operations.checkpoint_interval_hours",
            "Young/Daly optimum");
        row("restart of two days", withTop(R"( "operations": {"restart_minutes": 2880},)"),
            "operations.restart_minutes", "0 to 1,440 minutes");
    }

    void refusedNamingTheField()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QFETCH(QString, says);
        const std::vector<FieldProblem> errors = problems(text.toStdString());
        QString all;
        for (const FieldProblem& e : errors)
            all += QString::fromStdString(e.field + ": " + e.message) + QLatin1Char('\n');
        bool found = false;
        for (const FieldProblem& e : errors)
            found =
                found || (QString::fromStdString(e.field) == field && QString::fromStdString(e.message).contains(says));
        QVERIFY2(found, qPrintable(QStringLiteral("expected %1: ...%2...; got:\n%3").arg(field, says, all)));
    }
};

QTEST_APPLESS_MAIN(TestTcoBadInputs)
#include "tst_tcobadinputs.moc"
