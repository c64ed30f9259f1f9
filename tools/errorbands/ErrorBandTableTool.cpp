// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Build-time tool (issue 32): runs the validation suite over DIR against the shipped catalog, as
// `gpu-planner validate --shipped-catalog DIR` does, and writes OUT, the C++ source of the error band table
// (gp::shippedErrorBandTable(), models/planning/ErrorBand.h) that the gpuplanner_errorbands library compiles.
// So every band the estimate prints is a figure the suite measured, never one typed by hand.
// Usage: gpuplanner_errorband_tool DIR OUT. Exit 1 when the catalog cannot be opened, OUT cannot be written
// or DIR holds no case the engine estimates.
#include "catalog/CatalogStore.h"
#include "planning/ErrorBand.h"
#include "planning/ValidationSuite.h"

#include <QCoreApplication>

#include <clocale>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv); // the SQLite driver plugin is found through the application
    // QCoreApplication adopts the user's locale; the generated C++ needs '.' as the decimal point.
    std::setlocale(LC_NUMERIC, "C");
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s DIR OUT\n", argv[0]);
        return 1;
    }
    CatalogStore store;
    if (!store.openShipped()) {
        std::fprintf(stderr, "errorband tool: cannot open the shipped catalog: %s\n",
                     store.startupMessage().toStdString().c_str());
        return 1;
    }
    const gp::CatalogSnapshot catalog = store.snapshot();
    std::vector<gp::ValidationFileError> unreadable;
    const auto cases = gp::ValidationSuite::loadDirectory(argv[1], &unreadable);
    const gp::ValidationReport report = gp::ValidationSuite::runAll(cases, catalog);
    // A broken or refused case is the validate test's failure to report; here it is left out of the table, as
    // `validate` leaves it out of its medians, and named so the build log shows it.
    for (const auto& f : unreadable)
        std::fprintf(stderr, "errorband tool: warning: %s is not a valid case (left out)\n", f.file.c_str());
    for (const auto& r : report.results)
        if (!r.refused.empty())
            std::fprintf(stderr, "errorband tool: warning: %s was refused (left out): %s\n", r.id.c_str(),
                         r.refused.c_str());
    if (static_cast<int>(report.results.size()) == report.refusedCount()) {
        std::fprintf(stderr, "errorband tool: no case of %s could be estimated\n", argv[1]);
        return 1;
    }
    const std::string source = gp::ErrorBands::cppSource(gp::ErrorBands::tableFrom(cases, report, catalog));

    // Always rewritten (a build system with no restat would otherwise re-run the tool on every build).
    const std::filesystem::path out = argv[2];
    const std::filesystem::path tmp = out.string() + ".tmp";
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        f << source;
        if (!f.flush()) {
            std::fprintf(stderr, "errorband tool: cannot write %s\n", tmp.string().c_str());
            return 1;
        }
    }
    std::error_code ec;
    std::filesystem::rename(tmp, out, ec);
    if (ec) {
        std::fprintf(stderr, "errorband tool: cannot write %s: %s\n", out.string().c_str(), ec.message().c_str());
        return 1;
    }
    return 0;
}
