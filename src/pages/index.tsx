import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomepageHero from '@site/src/components/HomepageHero';
import TemplateShowcase from '@site/src/components/TemplateShowcase';
import FeatureList from '@site/src/components/FeatureList';
import GoUsage from '@site/src/components/GoUsage';
import CallToAction from '@site/src/components/CallToAction';

export default function Home(): ReactNode {
  return (
    <Layout
      title="A template language for Go"
      description="Textwire is a template language for Go with readable expressions, layouts, components and clear errors. See a template, its output and the Go code that renders it."
    >
      <main>
        <HomepageHero />
        <TemplateShowcase />
        <FeatureList />
        <GoUsage />
        <CallToAction />
      </main>
    </Layout>
  );
}
