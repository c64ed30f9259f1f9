// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What many tests start from: the shipped catalog (what a user gets) and the shipped examples. Each loader checks
// with QVERIFY2, so call it from initTestCase (a failure there is recorded with its reason, and Qt Test runs none of
// the test's other functions) or follow it with `if (QTest::currentTestFailed()) return;`.
// Plain models: for the unit and the window tests alike (WindowTestSetUp.h adds the window tests' own set-up).
#include "catalog/CatalogStore.h"
#include "document/WorkspaceFile.h"
#include "planning/ScenarioJson.h"

#include <QFile>
#include <QtTest>

namespace ShippedTestData {

// The shipped catalog's snapshot, read through a store of its own (closed again on return).
inline void loadCatalog(gp::CatalogSnapshot& out)
{
    CatalogStore store;
    QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
    out = store.snapshot();
}

// examples/workshop-llama3-8b.gpuplan: the workshop plan (scenarios, a TCO analysis, what-if overrides).
inline void readWorkshopExample(WorkspaceData& out)
{
    QString error;
    QVERIFY2(WorkspaceFile::read(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"), out, &error),
             qPrintable(error));
}

// A scenario file of examples/, e.g. "llama2-7b-qlora.json".
inline void readScenarioExample(const char* file, gp::Scenario& out)
{
    QFile f(QStringLiteral(GP_SOURCE_DIR "/examples/") + QLatin1String(file));
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
    const gp::ScenarioParse p = gp::ScenarioJson::fromText(f.readAll().toStdString());
    QVERIFY2(p.ok(), file);
    out = *p.scenario;
}

} // namespace ShippedTestData
