/**
 * The Mantine styles the evidence panel adds to /checker, which loads only its own
 * (features/checker/components/mantine-styles.ts; docs/architecture.md, "What the browser downloads").
 */
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Image.layer.css';
