// bench:web's second control: React and MUI drawing a page the size of the portal's home (a
// header, a heading and three cards of five dated rows, some 300 elements), without react-admin,
// a router, data or the portal's code: what the stack costs by itself on this machine.
import { createRoot } from 'react-dom/client';
import { AppBar, Box, Card, CardContent, CardHeader, Container, CssBaseline, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ThemeProvider, Toolbar, Typography, createTheme } from '@mui/material';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

const theme = createTheme({ palette: { primary: { main: '#1c4e80' } }, typography: { fontFamily: 'system-ui, sans-serif' } });
const day = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium' });
const cards = ['Avvisi', 'Documenti', 'Garanzie'];

function Page() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="sticky">
        <Toolbar>
          <IconButton color="inherit" aria-label="Menu" edge="start">
            <MenuIcon />
          </IconButton>
          <Typography component="span" variant="h6" sx={{ flexGrow: 1 }}>
            Area Rivenditori
          </Typography>
          <IconButton color="inherit" aria-label="Cerca">
            <SearchIcon />
          </IconButton>
          <IconButton color="inherit" aria-label="Impostazioni">
            <SettingsOutlined />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Ti diamo il benvenuto
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {cards.map((title, c) => (
            <Card key={title} component="section" variant="outlined">
              <CardHeader title={title} titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
              <CardContent sx={{ pt: 0 }}>
                <List dense>
                  {[0, 1, 2, 3, 4].map((i) => (
                    <ListItem key={i} disablePadding>
                      <ListItemButton component="a" href={`#${c}-${i}`}>
                        <ListItemIcon>
                          <DescriptionOutlined />
                        </ListItemIcon>
                        <ListItemText primary={`${title}: voce ${i + 1}`} secondary={day.format(new Date(2026, 10, 20 - i))} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
