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
        n.error = "the catalog has no processor_classes row 'gpu' to explain the choice with";
        return n;
    }
    n.text = "Why GPUs: the processor comparison (" + gpu->ref.source + ", " + gpu->ref.asOf + ") rates them " +
             inSentence(gpu->parallelism) + " in parallelism and best for " + inSentence(gpu->bestUse) +
             "; their limitation (" + inSentence(gpu->limitation) +
             ") is what the memory check and the power figures above size.";
    n.sources.push_back(gpu->ref);
    for (const auto& p : catalog.processors) {
        if (p.key == "gpu")
            continue;
        n.text += " " + p.name + ": best for " + inSentence(p.bestUse) + "; " + inSentence(p.limitation);
        // A class the comparison calls unsuited to training is ruled out for a training plan, not weighed.
        n.text += training && !p.trains ? ", so it is ruled out for training." : ".";
        n.sources.push_back(p.ref);
    }
    return n;
}

} // namespace gp
