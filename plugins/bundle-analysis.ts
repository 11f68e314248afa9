import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * With BUNDLE_ANALYSIS=1, the production client build also writes
 * reports/bundle-analysis.html (every chunk's modules, raw, minified and
 * gzipped) and reports/bundle-stats.json, without starting a server (the
 * CLI's `--bundle-analyzer` serves its report on a fixed port).
 * docs-dev/budgets.md reads them per route.
 */
export default function bundleAnalysis(): Plugin {
  return {
    name: 'bundle-analysis',
    configureWebpack(config, isServer) {
      if (!process.env.BUNDLE_ANALYSIS || isServer || config.mode !== 'production') return {};
      // A dependency of @docusaurus/core (its own --bundle-analyzer).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const {BundleAnalyzerPlugin} = require('webpack-bundle-analyzer');
      return {
        plugins: [
          new BundleAnalyzerPlugin({
            analyzerMode: 'static',
            openAnalyzer: false,
            reportFilename: resolve(__dirname, '../reports/bundle-analysis.html'),
            generateStatsFile: true,
            statsFilename: resolve(__dirname, '../reports/bundle-stats.json'),
            logLevel: 'warn',
          }),
        ],
      };
    },
  };
}
