#include "RecoveryManager.h"

#include "Workspace.h"

RecoveryManager::RecoveryManager(QObject* parent, const QString& directory) : QObject(parent), m_directory(directory)
{
    m_timer.setInterval(kDefaultIntervalMs);
}
RecoveryManager::~RecoveryManager() = default;
void RecoveryManager::setInterval(int milliseconds) { m_timer.setInterval(milliseconds); }
void RecoveryManager::watch(Workspace* workspace) { m_workspace = workspace; }
bool RecoveryManager::writeNow(QString*) { return false; }
void RecoveryManager::discard() {}
QStringList RecoveryManager::findRecoveryFiles() const { return {}; }
std::unique_ptr<Workspace> RecoveryManager::restore(const QString&, QString*) { return nullptr; }
QString RecoveryManager::originalPath(const QString&) { return {}; }
void RecoveryManager::onTimeout() {}
void RecoveryManager::onCleanChanged(bool) {}
