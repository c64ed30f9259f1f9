// GPU Planner: a headless verb when the first argument names one, else the desktop window.
#include "CommandRegistry.h"
#include "GuiLauncher.h"

#include <QCoreApplication>

int main(int argc, char* argv[])
{
    if (argc > 1) {
        const QString verb = QString::fromLocal8Bit(argv[1]);
        if (const HeadlessCommand* command = CommandRegistry::find(verb)) {
            QCoreApplication app(argc, argv);
            QCoreApplication::setOrganizationName(QStringLiteral("GPU Planner"));
            QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));
            QCoreApplication::setApplicationVersion(QStringLiteral(GPU_PLANNER_VERSION));
            QStringList rest = QCoreApplication::arguments().mid(2);
            return command->run(rest);
        }
    }
    return runGui(argc, argv);
}
