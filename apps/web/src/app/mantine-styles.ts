// Every Mantine component's styles, loaded with the first signed-in screen (see base-styles.ts).
import '@mantine/core/styles.layer.css';
