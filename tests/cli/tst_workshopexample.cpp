// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The shipped workshop example tells one story: its TCO analysis and its stored checklist evaluation were
// worked out from the 8x H100 scenario, so they must still agree with what the engine estimates for it. When
// the engine moves (a new default, a fixed formula), this fails until the example is refreshed, instead of the
// proposal printing three costs for one run (716 USD in the comparison, 771 in the checklist and a TCO
// volume of 108.994 GPU-hours a run while the estimate had moved to 102.751).
#include "CliRunner.h"
#include "Near.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

class TestWorkshopExample : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;
    const QString m_file = QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan");

    QJsonObject estimateOf(const QString& scenario)
    {
        const gptest::CliRun r = gptest::runCli(m_home, {"estimate", "--shipped-catalog", m_file});
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        for (const auto& v : QJsonDocument::fromJson(r.out).object().value("scenarios").toArray())
            if (v.toObject().value("name").toString() == scenario)
                return v.toObject().value("estimate").toObject();
        return {};
    }

    QJsonObject workspace()
    {
        QFile f(m_file);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(f.readAll()).object();
    }

private slots:
    void tcoVolumeIsTheScenariosGpuHours()
    {
        const QJsonObject h100 = estimateOf(QStringLiteral("8x H100 SXM"));
        QVERIFY(!h100.isEmpty());
        const double gpuHours = h100.value("gpu_hours").toDouble();
        QVERIFY(gpuHours > 0);
        const QJsonObject tco = workspace().value("tco_analyses").toArray().at(0).toObject();
        QCOMPARE(tco.value("inputs").toObject().value("workload").toObject().value("gpus").toInt(), 8);
        const double perRun =
            tco.value("inputs").toObject().value("workload").toObject().value("gpu_hours_per_run").toDouble();
        // The example stores the estimate to 6 significant digits, as the estimate prints it.
        GP_VERIFY_NEAR_CTX(perRun, gpuHours, 5e-6 * gpuHours,
                           qPrintable(QStringLiteral("TCO %1 GPU-h a run, estimate %2").arg(perRun).arg(gpuHours)));
    }

    void checklistCostIsTheScenariosHeadline()
    {
        const QJsonObject h100 = estimateOf(QStringLiteral("8x H100 SXM"));
        const QJsonObject headline = h100.value("headline_cost").toObject();
        QVERIFY(!headline.isEmpty());
        const QJsonObject evaluation = workspace().value("checklist_evaluations").toArray().at(0).toObject();
        QCOMPARE(evaluation.value("scenario_name").toString(), QStringLiteral("8x H100 SXM"));
        bool sawAws = false;
        for (const auto& v : evaluation.value("platforms").toArray()) {
            const QJsonObject p = v.toObject();
            if (p.value("provider").toString() != QLatin1String("aws"))
                continue;
            sawAws = true;
            QCOMPARE(p.value("cost_offer").toString(), headline.value("offer_key").toString());
            GP_VERIFY_NEAR(p.value("cost_per_result").toDouble(), headline.value("cost_per_run_usd").toDouble(), 0.005);
        }
        QVERIFY(sawAws);
    }
};

QTEST_GUILESS_MAIN(TestWorkshopExample)
#include "tst_workshopexample.moc"
