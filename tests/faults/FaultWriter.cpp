// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// gp-faultwriter OPERATION FOLDER: does one write the way the app does it, on the files a test laid
// out in FOLDER, so the test can kill it part-way (FaultInjection.cpp) and then check what is left.
//   save            FOLDER/plan.gpuplan: load, change the title and notes, save over it
//   import          FOLDER/catalog.sqlite: import FOLDER/import.json (one transaction)
//   edit            FOLDER/catalog.sqlite: one catalog edit (gpus nvidia-h100-sxm tdp_w = 650)
//   reset           FOLDER/catalog.sqlite: reset to the shipped catalog FOLDER/shipped.sqlite
//   merge           FOLDER/catalog.sqlite: open with FOLDER/shipped-new.sqlite, which adds rows
//   save-readonly   the save, as a user who cannot write to FOLDER (drops root first when run as root)
//   save-full       the save, with the file size limited to 1 KiB (RLIMIT_FSIZE), like a full disk
// The catalog operations use FOLDER/shipped.sqlite as the shipped catalog unless said otherwise.
// Prints "operations N" (file-system changes counted under GP_FAULT_DIR) on success and exits 0; the
// failing saves print what the app would show and whether the document is still open and modified.
#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>

#include <csignal>
#include <grp.h>
#include <sys/resource.h>
#include <unistd.h>

long gpFaultOperationCount();
void gpFaultEndReached();

namespace {

int report(const QString& message, int code)
{
    QTextStream(code == 0 ? stdout : stderr) << message << Qt::endl;
    return code;
}

int done()
{
    gpFaultEndReached();
    return report(QStringLiteral("operations %1").arg(gpFaultOperationCount()), 0);
}

int save(const QDir& folder)
{
    const QString path = folder.filePath(QStringLiteral("plan.gpuplan"));
    WorkspaceFile::LoadResult loaded = WorkspaceFile::load(path);
    if (!loaded.workspace)
        return report(loaded.error, 3);
    Workspace& workspace = *loaded.workspace;
    workspace.setTitle(workspace.title() + QStringLiteral(" (revised)"));
    workspace.setNotes(QString(20000, QLatin1Char('n'))); // long enough to take several writes
    QString error;
    const bool saved = WorkspaceFile::save(workspace, path, &error);
    if (!saved)
        // What a failed save leaves in the app: the message, and the document still open and modified.
        return report(QStringLiteral("not saved\nmodified %1\npath %2\nerror %3")
                          .arg(workspace.isModified() ? 1 : 0)
                          .arg(workspace.filePath(), error),
                      4);
    return done();
}

int catalogOperation(const QString& operation, const QDir& folder)
{
    CatalogStore store;
    store.setShippedCatalogSource(folder.filePath(
        operation == QLatin1String("merge") ? QStringLiteral("shipped-new.sqlite") : QStringLiteral("shipped.sqlite")));
    if (!store.open(folder.filePath(QStringLiteral("catalog.sqlite")), CatalogStore::IfUnusable::Refuse))
        return report(store.startupMessage(), 3);
    if (!store.startupMessage().isEmpty())
        return report(store.startupMessage(), 3);
    QString error;
    bool ok = true;
    if (operation == QLatin1String("import"))
        ok = store.importJson(folder.filePath(QStringLiteral("import.json")), &error);
    else if (operation == QLatin1String("edit"))
        ok = store.setValue(QStringLiteral("gpus"), QStringLiteral("nvidia-h100-sxm"), QStringLiteral("tdp_w"), 650.0,
                            &error);
    else if (operation == QLatin1String("reset"))
        ok = store.resetToShipped(&error);
    if (!ok)
        return report(error, 3);
    return done();
}

// As root, permissions do not stop a write; become "nobody" so a read-only folder is read-only.
bool dropRoot()
{
    if (geteuid() != 0)
        return true;
    return setgroups(0, nullptr) == 0 && setgid(65534) == 0 && setuid(65534) == 0;
}

} // namespace

int main(int argc, char* argv[])
{
    if (argc != 3)
        return report(QStringLiteral("usage: gp-faultwriter OPERATION FOLDER"), 2);
    const QString operation = QString::fromLocal8Bit(argv[1]);
    if (operation == QLatin1String("save-readonly") && !dropRoot())
        return report(QStringLiteral("cannot drop root"), 2);
    if (operation == QLatin1String("save-full")) {
        // Past the limit write() fails with EFBIG instead of raising SIGXFSZ (setrlimit(2)).
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{1024, 1024};
        if (setrlimit(RLIMIT_FSIZE, &limit) != 0)
            return report(QStringLiteral("cannot limit the file size"), 2);
    }
    QCoreApplication app(argc, argv);
    const QDir folder(QString::fromLocal8Bit(argv[2]));
    if (operation.startsWith(QLatin1String("save")))
        return save(folder);
    if (QStringList{"import", "edit", "reset", "merge"}.contains(operation))
        return catalogOperation(operation, folder);
    return report(QStringLiteral("unknown operation %1").arg(operation), 2);
}
