#include "WorkspaceFile.h"

#include "Workspace.h"

bool WorkspaceFile::save(Workspace&, const QString&, QString* error)
{
    if (error)
        *error = QStringLiteral("not implemented yet");
    return false;
}
bool WorkspaceFile::write(const WorkspaceData&, const QString&, QString* error)
{
    if (error)
        *error = QStringLiteral("not implemented yet");
    return false;
}
WorkspaceFile::LoadResult WorkspaceFile::load(const QString& path) { return {nullptr, path + QStringLiteral(": not implemented yet")}; }
bool WorkspaceFile::read(const QString&, WorkspaceData&, QString* error)
{
    if (error)
        *error = QStringLiteral("not implemented yet");
    return false;
}
bool WorkspaceFile::parse(const QByteArray&, const QString&, WorkspaceData&, QString* error)
{
    if (error)
        *error = QStringLiteral("not implemented yet");
    return false;
}
