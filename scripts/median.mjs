// The median of the benchmarks' runs: the middle value once sorted (the upper
// middle for an even count), the figure every bench script reports.
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
