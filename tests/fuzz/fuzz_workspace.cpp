// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// libFuzzer harness: the .gpuplan reader (WorkspaceFile::parse, the GUI's open and the CLI's). Any bytes
// give a workspace or a message; a workspace it read, written back, reads again to the same document
// (the app can open every file it saves). Crashes, sanitizer reports and broken round trips are bugs.
#include "FuzzSupport.h"

#include "document/WorkspaceFile.h"
#include "document/WorkspaceJson.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzSupport::ensureApplication();
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    WorkspaceData read;
    QString error;
    if (!WorkspaceFile::parse(bytes, QStringLiteral("fuzz.gpuplan"), read, &error)) {
        if (error.isEmpty())
            FuzzSupport::bug("refused without a message");
        return 0;
    }
    const nlohmann::json written = WorkspaceJson::toJson(read);
    const std::string text = written.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    WorkspaceData again;
    if (!WorkspaceFile::parse(QByteArray::fromStdString(text), QStringLiteral("saved.gpuplan"), again, &error))
        FuzzSupport::bug("a file it read and saved does not read again:", error.toStdString());
    if (WorkspaceJson::toJson(again) != nlohmann::json::parse(text))
        FuzzSupport::bug("the saved file reads back different");
    return 0;
}
