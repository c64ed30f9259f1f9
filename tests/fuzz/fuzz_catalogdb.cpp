// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// libFuzzer harness: the SQLite catalog opener (CatalogStore::open, what every start and every --catalog
// PATH runs) fed mutated database files. Any file gives a usable catalog or a message, and a snapshot of
// whatever opened can be taken and estimated against without a crash or sanitizer report.
#include "FuzzSupport.h"

#include "catalog/CatalogStore.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioJson.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzSupport::ensureApplication();
    static QTemporaryDir dir; // one per process; emptied for every input
    static const gp::ScenarioParse scenario =
        gp::ScenarioJson::fromText(R"({"schema_version": 1, "task": "full_finetune",
        "model": {"catalog_key": "llama-2-7b"}, "hardware": {"gpu_key": "nvidia-h100-sxm", "gpus_per_node": 8}})");
    QDir(dir.path()).removeRecursively();
    QDir().mkpath(dir.path());
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(reinterpret_cast<const char*>(data), qint64(size)) != qint64(size))
            FuzzSupport::bug("cannot write the input file");
    }
    CatalogStore store;
    if (!store.open(path)) {
        if (store.startupMessage().isEmpty())
            FuzzSupport::bug("refused without a message");
        return 0;
    }
    const gp::CatalogSnapshot snapshot = store.snapshot();
    if (scenario.ok())
        (void)gp::PlanningEngine::estimate(*scenario.scenario, snapshot);
    return 0;
}
