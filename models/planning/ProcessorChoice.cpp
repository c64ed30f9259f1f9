// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProcessorChoice.h"

#include <cctype>

namespace gp {
namespace {

// The table's cells start with a capital ("Edge inference on mobile / IoT"); inside a sentence they read
// lower-case, except where the first word is an acronym ("VRAM capacity").
std::string inSentence(std::string s)
{
    if (s.size() > 1 && std::isupper(static_cast<unsigned char>(s[0])) &&
        std::islower(static_cast<unsigned char>(s[1])))
        s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
    return s;
}

} // namespace

ProcessorChoiceNote ProcessorChoice::explain(const CatalogSnapshot& catalog, bool training)
{
    ProcessorChoiceNote n;
    const ProcessorClass* gpu = nullptr;
    for (const auto& p : catalog.processors)
        if (p.key == "gpu")
            gpu = &p;
    if (!gpu) {
        n.error = GP_MSG("gp::ProcessorChoice", "the catalog has no processor_classes row 'gpu' to explain the choice "
                                                "with");
        return n;
    }
    // The catalog's cells (the article's table, in English) are quoted as written: data, not the app's words.
    n.text.push_back(GP_MSG("gp::ProcessorChoice", "Why GPUs: the processor comparison (%1, %2) rates them %3 in "
                                                   "parallelism and best for %4; their limitation (%5) is what the "
                                                   "memory check and the power figures above size.")
                         .arg(MessageName{gpu->ref.source})
                         .arg(MessageName{gpu->ref.asOf})
                         .arg(MessageName{inSentence(gpu->parallelism)})
                         .arg(MessageName{inSentence(gpu->bestUse)})
                         .arg(MessageName{inSentence(gpu->limitation)}));
    n.sources.push_back(gpu->ref);
    for (const auto& p : catalog.processors) {
        if (p.key == "gpu")
            continue;
        // A class the comparison calls unsuited to training is ruled out for a training plan, not weighed.
        Message m = training && !p.trains
                        ? GP_MSG("gp::ProcessorChoice", "%1: best for %2; %3, so it is ruled out for training.")
                        : GP_MSG("gp::ProcessorChoice", "%1: best for %2; %3.");
        n.text.push_back(std::move(m)
                             .arg(MessageName{p.name})
                             .arg(MessageName{inSentence(p.bestUse)})
                             .arg(MessageName{inSentence(p.limitation)}));
        n.sources.push_back(p.ref);
    }
    return n;
}

} // namespace gp
